import { clsx } from "clsx";
import { type ComponentPropsWithRef, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { paginationZhCN } from "../locale/zh-CN/pagination";
import { type PaginationState, type UsePaginationOptions, usePagination } from "./use-pagination";

export type PaginationSize = "default" | "small";

export interface PaginationProps
  extends UsePaginationOptions,
    Omit<ComponentPropsWithRef<"nav">, "onChange" | "children"> {
  /** The text `a-b 共 n 条`; a function renders your own. Default true. */
  showTotal?: boolean | ((total: number, range: readonly [number, number]) => ReactNode);
  /** The page-size select (10 / 20 / 30 条/页). Default true. */
  showSizeChanger?: boolean;
  /** The 跳至 __ 页 box. Default true. */
  showQuickJumper?: boolean;
  /** Renders nothing when everything fits on one page. */
  hideOnSinglePage?: boolean;
  /** Default `default` (32 px); `small` is 24 px. */
  size?: PaginationSize;
}

const focusRing =
  "focus-visible:outline-4 focus-visible:outline-offset-1 focus-visible:outline-primary-focus";

function itemClasses(size: PaginationSize, { active = false, disabled = false } = {}) {
  return clsx(
    "inline-flex items-center justify-center border bg-surface px-1.5 font-sans transition-colors",
    size === "small"
      ? "h-control-sm min-w-control-sm rounded-control-sm"
      : "h-control min-w-control rounded-control",
    focusRing,
    disabled
      ? "cursor-not-allowed border-border text-fg-disabled"
      : active
        ? "cursor-pointer border-primary font-medium text-primary-text"
        : "cursor-pointer border-border text-fg hover:border-primary-hover hover:text-primary-text-hover",
  );
}

/** Spec §9 pagination: total text, pages with 5-page jumps, page size and quick jumper. */
export function Pagination({
  total,
  current,
  defaultCurrent,
  pageSize,
  defaultPageSize,
  pageSizeOptions,
  onChange,
  onShowSizeChange,
  disabled,
  showTotal = true,
  showSizeChanger = true,
  showQuickJumper = true,
  hideOnSinglePage = false,
  size = "default",
  className,
  ...rest
}: PaginationProps) {
  const { t } = useLocale(paginationZhCN);
  const state = usePagination({
    total,
    current,
    defaultCurrent,
    pageSize,
    defaultPageSize,
    pageSizeOptions,
    onChange,
    onShowSizeChange,
    disabled,
  });
  if (hideOnSinglePage && state.pageCount <= 1) return null;

  const [start, end] = state.range;
  const totalText =
    typeof showTotal === "function"
      ? showTotal(state.total, state.range)
      : showTotal
        ? t("pagination.total", { start, end, total: state.total })
        : null;

  return (
    <nav
      aria-label={t("pagination.label")}
      {...rest}
      data-size={size}
      className={clsx("flex flex-wrap items-center gap-2 font-sans text-control text-fg", className)}
    >
      {totalText != null && <span className="me-2">{totalText}</span>}
      <ul className="m-0 flex list-none flex-wrap items-center gap-2 p-0">
        <li>
          <button
            type="button"
            aria-label={t("pagination.prev")}
            disabled={!state.hasPrev}
            onClick={state.prev}
            className={itemClasses(size, { disabled: !state.hasPrev })}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
        {state.items.map((item) =>
          item.type === "page" ? (
            <li key={`page-${item.page}`}>
              <button
                type="button"
                aria-label={t("pagination.page", { page: item.page })}
                aria-current={item.current ? "page" : undefined}
                disabled={state.disabled}
                onClick={() => state.goTo(item.page)}
                className={itemClasses(size, { active: item.current, disabled: state.disabled })}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.type}>
              <JumpButton item={item} state={state} size={size} />
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label={t("pagination.next")}
            disabled={!state.hasNext}
            onClick={state.next}
            className={itemClasses(size, { disabled: !state.hasNext })}
          >
            <ChevronRightIcon aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      </ul>
      {showSizeChanger && <SizeChanger state={state} size={size} />}
      {showQuickJumper && <QuickJumper state={state} size={size} />}
    </nav>
  );
}

/** The … that turns into a double chevron on hover or focus, and jumps 5 pages. */
function JumpButton({
  item,
  state,
  size,
}: {
  item: { type: "jump-prev" | "jump-next"; page: number };
  state: PaginationState;
  size: PaginationSize;
}) {
  const { t } = useLocale(paginationZhCN);
  const back = item.type === "jump-prev";
  const Chevrons = back ? ChevronsLeftIcon : ChevronsRightIcon;
  return (
    <button
      type="button"
      aria-label={t(back ? "pagination.jumpPrev" : "pagination.jumpNext")}
      disabled={state.disabled}
      onClick={() => state.goTo(item.page)}
      className={clsx(
        "group inline-flex items-center justify-center rounded-control border-0 bg-transparent font-sans",
        size === "small" ? "h-control-sm min-w-control-sm" : "h-control min-w-control",
        focusRing,
        state.disabled ? "cursor-not-allowed text-fg-disabled" : "cursor-pointer text-fg-secondary",
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(!state.disabled && "group-hover:hidden group-focus-visible:hidden")}
      >
        •••
      </span>
      <Chevrons
        aria-hidden="true"
        className={clsx(
          "hidden size-3.5 text-primary-text",
          !state.disabled && "group-hover:block group-focus-visible:block",
        )}
      />
    </button>
  );
}

const fieldClasses = (size: PaginationSize) =>
  clsx(
    "border border-border bg-surface px-2 font-sans text-control text-fg transition-colors",
    "hover:border-primary-hover focus-visible:border-primary focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-primary-focus",
    "disabled:cursor-not-allowed disabled:bg-surface-disabled disabled:text-fg-disabled",
    size === "small" ? "h-control-sm rounded-control-sm" : "h-control rounded-control",
  );

/** A native select styled with tokens: keyboard and screen-reader support come with it. */
function SizeChanger({ state, size }: { state: PaginationState; size: PaginationSize }) {
  const { t } = useLocale(paginationZhCN);
  const options = state.pageSizeOptions.includes(state.pageSize)
    ? state.pageSizeOptions
    : [...state.pageSizeOptions, state.pageSize].sort((a, b) => a - b);
  return (
    <select
      aria-label={t("pagination.pageSizeLabel")}
      value={state.pageSize}
      disabled={state.disabled}
      onChange={(event) => state.setPageSize(Number(event.target.value))}
      className={clsx(fieldClasses(size), "cursor-pointer")}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {t("pagination.pageSize", { size: option })}
        </option>
      ))}
    </select>
  );
}

/** 跳至 __ 页: Enter (or leaving the box) goes to the page typed, clamped to the page count. */
function QuickJumper({ state, size }: { state: PaginationState; size: PaginationSize }) {
  const { t } = useLocale(paginationZhCN);
  const [value, setValue] = useState("");
  const id = useId();
  const submit = () => {
    if (value === "") return;
    state.jump(value);
    setValue("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    }
  };
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <label htmlFor={id}>{t("pagination.jumpTo")}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={t("pagination.jumpInput")}
        value={value}
        disabled={state.disabled}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={submit}
        className={clsx(fieldClasses(size), "w-[50px] text-center")}
      />
      <span aria-hidden="true">{t("pagination.pageUnit")}</span>
    </span>
  );
}

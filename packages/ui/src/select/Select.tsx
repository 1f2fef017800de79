import * as Popover from "@radix-ui/react-popover";
import { clsx } from "clsx";
import { type MouseEvent, useMemo, useRef } from "react";
import { CheckIcon, ChevronDownIcon, XIcon } from "../icon-base/glyphs";
import { ClearButton } from "../input-base/ClearButton";
import { fieldBoxClasses, fieldInputClasses } from "../input-base/field-classes";
import { mergeRefs } from "../input-base/merge-refs";
import { Spinner } from "../input-base/Spinner";
import { useLocale } from "../locale/use-locale";
import { selectZhCN } from "../locale/zh-CN/select";
import { optionText } from "./option-text";
import type { SelectProps, SelectSize } from "./select-props";
import type { SelectOption } from "./select-types";
import { useSelect } from "./use-select";

/** Tags are 8px shorter than the box: 1px padding and 2px margin above and below, plus the border. */
const tagSizes: Record<SelectSize, string> = {
  small: "h-4 leading-[14px]",
  middle: "h-6 leading-[22px]",
  large: "h-8 leading-[30px]",
};

const multipleBox: Record<SelectSize, string> = {
  small: "py-px pl-[3px] pr-[7px]",
  middle: "py-px pl-[3px] pr-[11px]",
  large: "py-px pl-[3px] pr-[11px]",
};

/**
 * The styled select: `useSelect` for state and keyboard, Radix Popover for placement and dismissal,
 * Ant Design's look on tokens. Single (`value: string | null`) or `mode="multiple"` (`string[]`,
 * `maxTagCount` folds extra tags into `+N`); `showSearch` filters by label; `allowInput` offers the
 * typed text as a temporary option. `ref` is the combobox `<input>`.
 */
export function Select(props: SelectProps) {
  const {
    placeholder,
    size = "middle",
    status,
    disabled = false,
    loading = false,
    allowClear = false,
    notFoundContent,
    listHeight = 256,
    className,
    style,
    popupClassName,
    name,
    ref,
    autoFocus,
    onFocus,
    onBlur,
    "aria-label": ariaLabel,
    "aria-labelledby": ariaLabelledby,
    "aria-describedby": ariaDescribedby,
    "aria-invalid": ariaInvalid,
  } = props;
  const { t } = useLocale(selectZhCN);
  const select = useSelect(props);
  const boxRef = useRef<HTMLSpanElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mergedInputRef = useMemo(() => mergeRefs<HTMLInputElement>(inputRef, ref), [ref]);
  const multiple = select.multiple;
  const maxTagCount = props.mode === "multiple" ? props.maxTagCount : undefined;

  function pressBox(event: MouseEvent<HTMLElement>) {
    if (disabled || event.button !== 0) return;
    const target = event.target as HTMLElement;
    if (target.closest("button")) return;
    // Keep the focus (and the caret) in the combobox wherever the box is pressed.
    if (target !== inputRef.current) event.preventDefault();
    inputRef.current?.focus();
    select.toggle();
  }

  const chosen = select.selectedOptions;
  const shownTags = maxTagCount === undefined ? chosen : chosen.slice(0, Math.max(0, maxTagCount));
  const hiddenTags = chosen.slice(shownTags.length);
  const single = chosen[0];
  // A rich label (an element, not plain text) is drawn over the input, whose own text stays for screen readers.
  const richLabel =
    !multiple && single && !isPlain(single.label) && !(select.searchable && select.open)
      ? single.label
      : null;
  const inputPlaceholder = multiple
    ? chosen.length === 0
      ? placeholder
      : undefined
    : select.searchable && select.open && select.singleText
      ? select.singleText
      : placeholder;
  const showClear = allowClear && select.canClear;

  const input = (
    <input
      {...select.inputProps}
      ref={mergedInputRef}
      // biome-ignore lint/a11y/noAutofocus: passed through from the caller, who decides
      autoFocus={autoFocus}
      placeholder={inputPlaceholder}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledby}
      aria-describedby={ariaDescribedby}
      aria-invalid={ariaInvalid ?? (status === "error" || undefined)}
      onFocus={onFocus}
      onBlur={(event) => {
        select.inputProps.onBlur(event);
        onBlur?.(event);
      }}
      className={clsx(
        fieldInputClasses,
        select.searchable ? "cursor-text" : "cursor-pointer caret-transparent",
        disabled && "cursor-not-allowed",
        richLabel != null && "text-transparent",
        multiple ? [tagSizes[size], "my-[2px] ml-1 min-w-[2ch] basis-[2ch]"] : "self-stretch",
      )}
    />
  );

  return (
    <Popover.Root open={select.open} onOpenChange={select.setOpen}>
      <Popover.Anchor asChild>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the box forwards a press to the combobox input, which owns the keyboard */}
        <span
          ref={boxRef}
          className={clsx(
            fieldBoxClasses({ size, status, disabled, multiline: multiple }),
            multiple && multipleBox[size],
            disabled ? "cursor-not-allowed" : select.searchable ? "cursor-text" : "cursor-pointer",
            className,
          )}
          style={style}
          data-size={size}
          data-status={status}
          data-state={select.open ? "open" : "closed"}
          data-disabled={disabled || undefined}
          onMouseDown={pressBox}
        >
          {multiple ? (
            <span className="flex min-w-0 flex-1 flex-wrap items-center">
              {shownTags.map((option) => (
                <SelectTag
                  key={option.value}
                  option={option}
                  size={size}
                  removable={!disabled && !option.disabled}
                  removeLabel={t("select.removeTag", { label: optionText(option) })}
                  onRemove={() => select.remove(option.value)}
                />
              ))}
              {hiddenTags.length > 0 && (
                <span
                  className={clsx(tagClasses, tagSizes[size], "px-2")}
                  title={hiddenTags.map(optionText).join("、")}
                >
                  {t("select.moreTags", { count: hiddenTags.length })}
                </span>
              )}
              {input}
            </span>
          ) : (
            <span className="relative flex min-w-0 flex-1 items-center self-stretch">
              {richLabel != null && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 flex items-center overflow-hidden whitespace-nowrap"
                >
                  {richLabel}
                </span>
              )}
              {input}
            </span>
          )}
          <span className="relative inline-flex size-3.5 shrink-0 items-center justify-center text-fg-disabled">
            {loading ? (
              <Spinner className="text-fg-secondary" />
            ) : (
              <ChevronDownIcon
                aria-hidden="true"
                className={clsx(
                  "size-3.5",
                  showClear && "group-hover/field:opacity-0 pointer-coarse:opacity-0",
                )}
              />
            )}
            {allowClear && !loading && (
              <ClearButton
                label={t("select.clear")}
                onClear={() => {
                  select.clear();
                  inputRef.current?.focus();
                }}
                hidden={!showClear}
                className="absolute inset-0 opacity-0 group-hover/field:opacity-100 pointer-coarse:opacity-100"
              />
            )}
          </span>
          {name !== undefined &&
            select.values.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
          {name !== undefined && select.values.length === 0 && <input type="hidden" name={name} value="" />}
        </span>
      </Popover.Anchor>
      <Popover.Portal>
        {/* biome-ignore lint/a11y/useValidAriaRole: drops Radix's role="dialog"; this is a listbox popup and focus stays in the combobox */}
        <Popover.Content
          role={undefined}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // Nothing in the popup takes focus from the combobox (the empty text, the padding).
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (boxRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          // Above a modal's mask (z 1000), as Ant Design's dropdowns (1050): a select in a dialog stays usable.
          className={clsx(
            "z-[1050] min-w-(--radix-popover-trigger-width) max-w-[min(var(--radix-popover-content-available-width),40rem)]",
            "rounded-control-lg bg-surface-elevated p-1 font-sans text-control text-fg shadow-overlay outline-none",
            popupClassName,
          )}
          data-size={size}
        >
          <div
            {...select.listboxProps}
            aria-busy={loading || undefined}
            className="overflow-y-auto overscroll-contain"
            style={{ maxHeight: listHeight }}
          >
            {select.items.map((item) => (
              <div
                key={`${item.temporary ? "typed" : "option"}:${item.option.value}`}
                {...select.getOptionProps(item)}
                title={item.text}
                className={clsx(
                  "flex min-h-control items-center gap-2 rounded-control-sm px-3 py-[5px]",
                  item.disabled ? "cursor-not-allowed text-fg-disabled" : "cursor-pointer",
                  item.active && !item.selected && "bg-fill-hover",
                  item.selected && "bg-primary-fill font-semibold",
                )}
              >
                <span className="min-w-0 flex-1 truncate">{item.option.label}</span>
                {multiple && item.selected && (
                  <CheckIcon aria-hidden="true" className="size-3.5 shrink-0 text-primary-text" />
                )}
              </div>
            ))}
          </div>
          {select.items.length === 0 && (
            <div
              aria-live="polite"
              className="flex items-center justify-center gap-2 px-3 py-2 text-fg-secondary"
            >
              {loading ? (
                <>
                  <Spinner />
                  {t("select.loading")}
                </>
              ) : (
                (notFoundContent ?? t("select.empty"))
              )}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const tagClasses =
  "my-[2px] mr-1 inline-flex min-w-0 max-w-full shrink items-center rounded-control-sm bg-fill-hover " +
  "text-fg whitespace-nowrap";

interface SelectTagProps {
  option: SelectOption;
  size: SelectSize;
  removable: boolean;
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen option in a multiple select; its remove button is out of the tab order (Backspace removes). */
function SelectTag({ option, size, removable, removeLabel, onRemove }: SelectTagProps) {
  return (
    <span
      className={clsx(tagClasses, tagSizes[size], removable ? "pr-1 pl-2" : "px-2")}
      data-value={option.value}
    >
      <span className="min-w-0 truncate">{option.label}</span>
      {removable && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={removeLabel}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
          className="ml-1 inline-flex size-4 shrink-0 cursor-pointer items-center justify-center border-0 bg-transparent p-0 text-fg-secondary hover:text-fg"
        >
          <XIcon aria-hidden="true" className="size-3" />
        </button>
      )}
    </span>
  );
}

function isPlain(label: SelectOption["label"]): boolean {
  return typeof label === "string" || typeof label === "number";
}

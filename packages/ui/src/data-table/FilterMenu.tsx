import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { Button } from "../button/Button";
import { CheckboxGroup } from "../checkbox/CheckboxGroup";
import { FunnelIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { dataTableZhCN } from "../locale/zh-CN/dataTable";
import { PopoverContent, PopoverRoot, PopoverTrigger } from "../popover/Popover";
import { RadioGroup } from "../radio/RadioGroup";
import { type FilterOption, mergeFilterOptions } from "./column-filters";

/** Reaches a header's filter trigger from its focused cell (Alt+↓, as a select opens its list). */
export const FILTER_TRIGGER_SELECTOR = "[data-slot=data-table-filter-trigger]";

export interface FilterMenuProps {
  /** The column's title, naming the menu. */
  title: string;
  options?: readonly FilterOption[];
  /** Loads dictionary choices when the menu first opens; they follow the column's own. */
  loadOptions?: () => Promise<readonly FilterOption[]>;
  multiple: boolean;
  /** The applied choice: the trigger shows it as active. */
  value: readonly string[];
  onApply: (values: readonly string[]) => void;
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * A header's 筛选 button and its menu (Ant Design's filter dropdown): checkboxes, or radios for a single
 * choice, then 重置 and 确定. A choice is a draft until 确定, or a click outside (Ant Design applies on close);
 * Escape leaves the applied choice as it was. Closing hands focus back to the header cell, so the grid's keys
 * carry on from there.
 */
export function FilterMenu({ title, options, loadOptions, multiple, value, onApply }: FilterMenuProps) {
  const { t } = useLocale(dataTableZhCN);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly string[]>(value);
  const [loaded, setLoaded] = useState<readonly FilterOption[] | "loading">();
  const trigger = useRef<HTMLButtonElement>(null);
  const active = value.length > 0;

  // The loader is a new function each render; the first open asks it once, and its answer is kept.
  const load = useRef(loadOptions);
  load.current = loadOptions;
  const wantsOptions = open && loadOptions !== undefined && loaded === undefined;
  useEffect(() => {
    const loadNow = load.current;
    if (!wantsOptions || !loadNow) return;
    setLoaded("loading");
    loadNow().then(setLoaded, (error: unknown) => {
      // Spec §8 "Dictionary lookup failure: console log only": the column's own choices remain.
      console.error(`filter ${title}:`, error);
      setLoaded([]);
    });
  }, [wantsOptions, title]);

  const choices = mergeFilterOptions(options, Array.isArray(loaded) ? loaded : []);
  const apply = (values: readonly string[]) => {
    setOpen(false);
    if (!sameValues(values, value)) onApply(values);
  };
  const menuLabel = t("dataTable.filterMenu", { title });

  return (
    <PopoverRoot
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <PopoverTrigger asChild>
        <button
          ref={trigger}
          type="button"
          tabIndex={-1}
          aria-label={t(active ? "dataTable.filtered" : "dataTable.filter")}
          aria-keyshortcuts="Alt+ArrowDown"
          data-slot="data-table-filter-trigger"
          data-active={active ? "" : undefined}
          className={clsx(
            "-me-2 inline-flex h-full shrink-0 cursor-pointer items-center border-0 bg-transparent px-1.5",
            "hover:bg-fill-hover",
            active ? "text-primary-text" : "text-fg-secondary hover:text-fg",
          )}
        >
          <FunnelIcon aria-hidden="true" className={clsx("size-3", active && "fill-current")} />
        </button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={menuLabel}
        align="end"
        arrow={false}
        className="min-w-[120px] p-0"
        onPointerDownOutside={() => apply(draft)}
        onCloseAutoFocus={(event) => {
          const cell = trigger.current?.closest<HTMLElement>("[data-grid-row]");
          if (!cell) return;
          event.preventDefault();
          cell.focus();
        }}
      >
        <div className="max-h-[264px] overflow-auto px-3 py-2">
          {multiple ? (
            <CheckboxGroup
              aria-label={menuLabel}
              direction="vertical"
              options={choices.map((choice) => ({ value: choice.value, label: choice.text }))}
              value={draft}
              onChange={setDraft}
            />
          ) : (
            <RadioGroup
              aria-label={menuLabel}
              direction="vertical"
              options={choices.map((choice) => ({ value: choice.value, label: choice.text }))}
              value={draft[0] ?? null}
              onChange={(chosen) => setDraft([chosen])}
            />
          )}
          {loaded === "loading" && (
            <div role="status" className="py-1 text-fg-secondary">
              {t("dataTable.childrenLoading")}
            </div>
          )}
        </div>
        <div className="flex items-center justify-between gap-2 border-t border-border-secondary px-2 py-[7px]">
          <Button variant="link" size="small" disabled={draft.length === 0} onClick={() => apply([])}>
            {t("dataTable.reset")}
          </Button>
          <Button variant="primary" size="small" onClick={() => apply(draft)}>
            {t("dataTable.ok")}
          </Button>
        </div>
      </PopoverContent>
    </PopoverRoot>
  );
}

import { clsx } from "clsx";
import { ChevronRightIcon } from "../icon-base/glyphs";
import { Radio } from "../radio/Radio";
import { RadioGroup } from "../radio/RadioGroup";

/** The ▸ button that opens a row's detail or a tree node's children (DataTable, tree table, EditableTable). */
export function ExpandToggle({
  expanded,
  label,
  onToggle,
}: {
  expanded: boolean;
  label: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      aria-expanded={expanded}
      onClick={onToggle}
      className="inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-control-sm border border-border bg-surface p-0 text-fg hover:border-primary-hover hover:text-primary-text"
    >
      <ChevronRightIcon
        aria-hidden="true"
        className={clsx("size-3 transition-transform", expanded && "rotate-90")}
      />
    </button>
  );
}

/**
 * One row's radio. A table's radios cannot share one radio group (rows come and go with paging and
 * windowing), so each is a group of one.
 */
export function RowRadio({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: () => void;
}) {
  return (
    <RadioGroup value={checked ? "on" : null} onChange={onChange} disabled={disabled} aria-label={label}>
      <Radio value="on" tabIndex={-1} aria-label={label} />
    </RadioGroup>
  );
}

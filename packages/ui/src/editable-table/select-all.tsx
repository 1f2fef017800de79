import { createContext, use } from "react";
import { Checkbox } from "../checkbox/Checkbox";

/** What the row-checkbox column's header shows: every selectable row picked, some of them, or none. */
export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
}

const NONE: SelectAllState = { checked: false, indeterminate: false };

/**
 * The header's state comes from the table through a context, not from the grid's render: a typed value that
 * makes a row unselectable (an `isRowDisabled` reading the row's values) re-renders the table but not the
 * grid, and the header must follow it at once, as the row's own checkbox does.
 */
export const SelectAllContext = createContext<SelectAllState>(NONE);

/** Check-all counts the selectable rows only (spec §4: it skips disabled rows). */
export function selectAllState<Row extends { id: string }>(
  rows: readonly Row[],
  selectedIds: ReadonlySet<string>,
  canSelect: (row: Row) => boolean,
): SelectAllState {
  if (selectedIds.size === 0) return NONE;
  let selectable = 0;
  let picked = 0;
  for (const row of rows) {
    if (!canSelect(row)) continue;
    selectable++;
    if (selectedIds.has(row.id)) picked++;
  }
  return { checked: picked > 0 && picked === selectable, indeterminate: picked > 0 && picked < selectable };
}

export function SelectAllCheckbox({
  label,
  onChange,
}: {
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const { checked, indeterminate } = use(SelectAllContext);
  return (
    <Checkbox
      tabIndex={-1}
      aria-label={label}
      checked={checked}
      indeterminate={indeterminate}
      onChange={onChange}
    />
  );
}

import { createContext, use } from "react";
import { Checkbox } from "../checkbox/Checkbox";
import { type CheckAllState, checkAllOf } from "../grid-core/check-all";

const NONE = checkAllOf(0, 0);

/**
 * The header's state comes from the table through a context, not from the grid's render: a typed value that
 * makes a row unselectable (an `isRowDisabled` reading the row's values) re-renders the table but not the
 * grid, and the header must follow it at once, as the row's own checkbox does.
 */
export const SelectAllContext = createContext<CheckAllState>(NONE);

/** Check-all counts the selectable rows only (spec §4: it skips disabled rows). */
export function selectAllState<Row extends { id: string }>(
  rows: readonly Row[],
  selectedIds: ReadonlySet<string>,
  canSelect: (row: Row) => boolean,
): CheckAllState {
  if (selectedIds.size === 0) return NONE;
  let selectable = 0;
  let picked = 0;
  for (const row of rows) {
    if (!canSelect(row)) continue;
    selectable++;
    if (selectedIds.has(row.id)) picked++;
  }
  return checkAllOf(picked, selectable);
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

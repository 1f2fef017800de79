import type { DataTableColumn } from "@kanya/ui/data-table";

/** The DataTable's own columns beside the data: the checkbox (48 px) and 操作 (150 px), plus the borders. */
export const TABLE_CHROME_WIDTH = 48 + 150 + 2;

/**
 * Widens the data columns in proportion so the table fills `available` pixels, as Ant Design's tables fill
 * their container. Only when every column has a width: columns given none are laid out by the DataTable
 * from their text (they start at its width and share the room), which a width given here would override.
 * Never narrows a column.
 */
export function fillColumns(columns: readonly DataTableColumn[], available: number): DataTableColumn[] {
  let total = 0;
  for (const column of columns) {
    if (column.width === undefined) return [...columns];
    total += column.width;
  }
  if (total === 0 || available <= total) return [...columns];
  const scale = available / total;
  return columns.map((c) => ({ ...c, width: Math.floor((c.width ?? 0) * scale) }));
}

import type { DataTableColumn } from "@kanya/ui/data-table";

/** The DataTable's own columns beside the data: the checkbox (48 px) and 操作 (150 px), plus the borders. */
export const TABLE_CHROME_WIDTH = 48 + 150 + 2;

/**
 * Widens the data columns in proportion so the table fills `available` pixels (Ant Design's tables fill
 * their container; the grid lays columns at their given widths). Never narrows a column.
 */
export function fillColumns(columns: readonly DataTableColumn[], available: number): DataTableColumn[] {
  const widths = columns.map((c) => c.width ?? 120);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total === 0 || available <= total) return [...columns];
  const scale = available / total;
  return columns.map((c, i) => ({ ...c, width: Math.floor((widths[i] ?? 120) * scale) }));
}

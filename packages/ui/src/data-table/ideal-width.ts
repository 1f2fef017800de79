import { textWidth } from "@kanya/core/text";
import { cellText, ellipsisLength } from "./data-cells";
import type { DataRow, DataTableColumn } from "./data-table-types";

/** Pixels per unit of `textWidth` at the table's 14 px font (a Latin letter or digit; a Han character is 2). */
const PX_PER_TEXT_UNIT = 7.5;
/** A cell's padding, both sides. */
const CELL_PADDING = 32;
/** A header's sort or filter button. */
const HEADER_BUTTON = 24;
/** Rows read for the width: a page's worth and more; a 10,000-row table is not read whole. */
const SAMPLED_ROWS = 50;
const MAX_IDEAL_WIDTH = 400;

/**
 * The width a column given no width asks for: its header's and its widest cell's text on one line, as a
 * table laid out by the browser (Ant Design's default) starts from. Undefined for a column that draws its
 * own cells (`render`, `type`): their text is not known.
 */
export function idealColumnWidth<Row extends DataRow>(
  column: DataTableColumn<Row>,
  rows: readonly Row[],
): number | undefined {
  if (column.render !== undefined || column.type !== undefined) return undefined;
  const buttons = (column.sorter ? 1 : 0) + (column.filters || column.filterDictCode ? 1 : 0);
  let widest = textWidth(column.title) * PX_PER_TEXT_UNIT + buttons * HEADER_BUTTON;
  // An ellipsis column shows at most its length and the … mark.
  const longest = column.ellipsis ? ellipsisLength(column) + 1 : Number.POSITIVE_INFINITY;
  for (const row of rows.slice(0, SAMPLED_ROWS)) {
    const units = Math.min(longest, textWidth(cellText(row, column.dataIndex)));
    widest = Math.max(widest, units * PX_PER_TEXT_UNIT);
  }
  return Math.min(MAX_IDEAL_WIDTH, Math.ceil(widest + CELL_PADDING));
}

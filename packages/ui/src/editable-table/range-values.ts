import type { CellRect } from "../grid-core/cell-range";
import { fillRows } from "../grid-core/cell-range";
import type { EditableColumn, EditableRow } from "./editable-types";

/** Column types that hold no value of the row (numbers, selection, expand, order buttons). */
export const ROW_TYPES: ReadonlySet<string> = new Set([
  "row-number",
  "row-checkbox",
  "row-radio",
  "row-expand",
  "row-drag-sort",
]);

/** The keys paste and fill may write: value columns that are not disabled. */
export function writableKeys(columns: readonly EditableColumn[], left: number, right: number): string[] {
  return columns
    .slice(left, right + 1)
    .filter((column) => !ROW_TYPES.has(column.type) && !column.disabled)
    .map((column) => column.key);
}

/** The values of `rows` top…bottom under `keys`, row by row. */
export function blockOf(
  rows: readonly EditableRow[],
  keys: readonly string[],
  top: number,
  bottom: number,
): unknown[][] {
  return rows.slice(top, bottom + 1).map((row) => keys.map((key) => row[key]));
}

/** A fill's writes: where they start and the block, or undefined when there is nothing to write. */
export interface FillWrite {
  fromRow: number;
  keys: string[];
  block: unknown[][];
}

/** Dragging the fill handle to `toRow`: the source rows' values repeated into the rows below them. */
export function fillToRow(
  rows: readonly EditableRow[],
  columns: readonly EditableColumn[],
  source: CellRect,
  toRow: number,
): FillWrite | undefined {
  const keys = writableKeys(columns, source.left, source.right);
  const last = Math.min(toRow, rows.length - 1);
  if (keys.length === 0 || last <= source.bottom) return undefined;
  const block = fillRows(blockOf(rows, keys, source.top, source.bottom), last - source.bottom);
  return { fromRow: source.bottom + 1, keys, block };
}

/**
 * Ctrl+D: the range's first row copied into the rows under it; on a single row (no range drawn down),
 * the row above copied into it, as in a spreadsheet.
 */
export function fillDown(
  rows: readonly EditableRow[],
  columns: readonly EditableColumn[],
  rect: CellRect,
): FillWrite | undefined {
  const keys = writableKeys(columns, rect.left, rect.right);
  const sourceRow = rect.bottom > rect.top ? rect.top : rect.top - 1;
  if (keys.length === 0 || sourceRow < 0) return undefined;
  const block = fillRows(blockOf(rows, keys, sourceRow, sourceRow), rect.bottom - sourceRow);
  return { fromRow: sourceRow + 1, keys, block };
}

/**
 * Cell ranges as text, the way spreadsheets put them on the clipboard: one line per row, cells separated
 * by tabs. Every face copies (and the editable one pastes) through these.
 */

/** Tab-separated text as Excel copies it: rows by line, cells by tab; a trailing newline is ignored. */
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
  return lines.map((line) => line.split("\t"));
}

/** Cells as tab-separated lines; an undefined or null value is an empty cell. */
export function toTsv(cells: readonly (readonly unknown[])[]): string {
  return cells
    .map((line) =>
      line.map((value) => (value === undefined || value === null ? "" : String(value))).join("\t"),
    )
    .join("\n");
}

/** What a column's cells copy as: a reader of the row, or undefined for a column that holds no value. */
export type CopyValue<Row> = (row: Row) => unknown;

/** Rows `top`…`bottom` read by `readers` (the range's value columns, left to right), as Excel reads them. */
export function rangeTsv<Row>(
  rows: readonly Row[],
  readers: readonly CopyValue<Row>[],
  top: number,
  bottom: number,
): string {
  return toTsv(rows.slice(top, bottom + 1).map((row) => readers.map((read) => read(row))));
}

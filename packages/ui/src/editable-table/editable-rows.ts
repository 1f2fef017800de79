import type { EditableColumn, EditableRow } from "./editable-types";

/** Spec §9: a new row's id starts with a random case id of 8 characters. */
export const CASE_ID_LENGTH = 8;
/** Spec §9: insert-below clicks within this time of the last are ignored. */
export const INSERT_THROTTLE_MS = 1500;
/** Spec §3: drag sort writes the row order here, from 1. */
export const ORDER_KEY = "orderNum";

const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

export function randomCaseId(random: () => number = Math.random): string {
  let id = "";
  for (let i = 0; i < CASE_ID_LENGTH; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

let tempCounter = 0;

/** A new row's id: the case-id prefix and a temp-id suffix, so saved and new rows never collide. */
export function newRowId(caseId: string): string {
  tempCounter += 1;
  return `${caseId}_temp${Date.now().toString(36)}${tempCounter}`;
}

/** Types that hold no value of the row. */
const displayOnly = new Set([
  "row-number",
  "row-checkbox",
  "row-radio",
  "row-expand",
  "row-drag-sort",
  "slot",
]);

/** A new row: the given values, and each value column's default where the row has none (spec §4). */
export function createRow<Row extends EditableRow>(
  columns: readonly EditableColumn<Row>[],
  caseId: string,
  values: Partial<Row> = {},
): Row {
  const row: Record<string, unknown> = { ...values, id: values.id ?? newRowId(caseId) };
  for (const column of columns) {
    if (displayOnly.has(column.type)) continue;
    const current = row[column.key];
    if (current !== undefined && current !== null && current !== "") continue;
    if (column.type === "checkbox") {
      const [on, off] = column.customValue ?? ["Y", "N"];
      row[column.key] = column.defaultChecked ? on : off;
    } else if (column.defaultValue !== undefined) row[column.key] = column.defaultValue;
  }
  return row as Row;
}

/** Moves the row at `from` by `by` places (clamped); the order column is renumbered from 1. */
export function moveRow<Row extends EditableRow>(rows: readonly Row[], from: number, to: number): Row[] {
  const target = Math.max(0, Math.min(rows.length - 1, to));
  if (from === target || from < 0 || from >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as Row);
  return renumber(next);
}

/** Writes `orderNum` 1…n, replacing only the rows whose number changes. */
export function renumber<Row extends EditableRow>(rows: readonly Row[]): Row[] {
  return rows.map((row, index) => (row[ORDER_KEY] === index + 1 ? row : { ...row, [ORDER_KEY]: index + 1 }));
}

// Kept here for the package's earlier imports; the grid core holds them for every face.
/**
 * The rows with these ids, in table order, read no further than the last one found: a keystroke validates
 * its own row, and a filter over the whole table (10,000 rows) cost more than the validation.
 */
export function rowsWithIds<Row extends EditableRow>(rows: readonly Row[], ids: readonly string[]): Row[] {
  const wanted = new Set(ids);
  const found: Row[] = [];
  for (let index = 0; index < rows.length && wanted.size > 0; index++) {
    const row = rows[index] as Row;
    if (wanted.delete(row.id)) found.push(row);
  }
  return found;
}

/** Where the row with `rowId` is: at `hint` when it is still there (the place a cell or grid row saw it), else -1. */
export function rowAtHint(rows: readonly EditableRow[], rowId: string, hint: number): number {
  return rows[hint]?.id === rowId ? hint : -1;
}

export { parseTsv, toTsv } from "../grid-core/range-text";

import type { GridPosition } from "./grid-navigation";

/** A rectangular block of body cells: `anchor` is the focused cell, `focus` the corner Shift moves. */
export interface CellRange {
  readonly anchor: GridPosition;
  readonly focus: GridPosition;
}

/** A range's rows and columns, inclusive, whichever way it was drawn. */
export interface CellRect {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export function rangeRect({ anchor, focus }: CellRange): CellRect {
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.column, focus.column),
    right: Math.max(anchor.column, focus.column),
  };
}

/** The rect of a single cell (the focused cell when there is no range). */
export function cellRect({ row, column }: GridPosition): CellRect {
  return { top: row, bottom: row, left: column, right: column };
}

export function inRect(rect: CellRect, { row, column }: GridPosition): boolean {
  return row >= rect.top && row <= rect.bottom && column >= rect.left && column <= rect.right;
}

/**
 * The rows a fill writes, as a spreadsheet's fill handle does: the source rows repeated in order until
 * `count` rows are written (a two-row pattern over five rows gives a, b, a, b, a).
 */
export function fillRows<T>(source: readonly (readonly T[])[], count: number): T[][] {
  if (source.length === 0) return [];
  return Array.from({ length: Math.max(0, count) }, (_, index) => [
    ...(source[index % source.length] as readonly T[]),
  ]);
}

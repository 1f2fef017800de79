import type { CellRect } from "./cell-range";

/** What one row shows of the cell range: its columns, whether it is the range's top or bottom edge. */
export interface RowRange {
  readonly left: number;
  readonly right: number;
  readonly top: boolean;
  readonly bottom: boolean;
  /** The column whose cell carries the fill handle in this row, else -1. */
  readonly fillColumn: number;
}

/** Row `rowIndex`'s part of `rect` (undefined when it lies outside), with the fill handle at its corner. */
export function rowRange(rect: CellRect | null, rowIndex: number, fillHandle: boolean): RowRange | undefined {
  if (!rect || rowIndex < rect.top || rowIndex > rect.bottom) return undefined;
  return {
    left: rect.left,
    right: rect.right,
    top: rowIndex === rect.top,
    bottom: rowIndex === rect.bottom,
    fillColumn: fillHandle && rowIndex === rect.bottom ? rect.right : -1,
  };
}

export function sameRowRange(a: RowRange | undefined, b: RowRange | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.left === b.left &&
    a.right === b.right &&
    a.top === b.top &&
    a.bottom === b.bottom &&
    a.fillColumn === b.fillColumn
  );
}

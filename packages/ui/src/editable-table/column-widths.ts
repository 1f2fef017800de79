import type { EditableColumnType } from "./editable-types";

/** Spec §9 widths: fixed for the row controls (wider with a footer), minimums for date and picker cells. */
export function columnWidth(type: EditableColumnType, width: number | undefined, hasFooter: boolean): number {
  switch (type) {
    case "row-number":
      return 60;
    case "row-checkbox":
    case "row-radio":
    case "row-expand":
      return hasFooter ? 60 : 40;
    case "row-drag-sort":
      return Math.max(width ?? 0, hasFooter ? 60 : 40);
    case "datetime":
    case "sel_user":
    case "sel_depart":
      return Math.max(width ?? 190, 190);
    case "date":
      return Math.max(width ?? 135, 135);
    default:
      return width ?? 150;
  }
}

/** Spec §9 defaults: row height 61, body up to 400 high, 9 rows rendered beyond the viewport. */
export const EDITABLE_ROW_HEIGHT = 61;
export const EDITABLE_MAX_HEIGHT = 400;
export const EDITABLE_OVERSCAN = 9;

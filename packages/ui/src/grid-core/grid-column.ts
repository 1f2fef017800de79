import type { ReactNode } from "react";

export type GridAlign = "start" | "center" | "end";

/** `aria-sort` of a column header. */
export type GridSort = "ascending" | "descending" | "none";

/** How a body row is drawn, for cells that draw lighter content in windowed rows. */
export interface CellPlace {
  /** The row is one of a window that scrolls: rows mount as they scroll in, so each cell should be light. */
  readonly windowed: boolean;
}

/** The two places, shared so a cell call allocates nothing. */
export const WINDOWED_ROW: CellPlace = Object.freeze({ windowed: true });
export const FLOWING_ROW: CellPlace = Object.freeze({ windowed: false });

/** One column as the grid core renders it; each face builds these from its own column props. */
export interface GridColumn<Row> {
  id: string;
  /** Header content; a function is called at each render (content that follows state, e.g. check-all). */
  header: ReactNode | (() => ReactNode);
  /** Width in px; resizing changes it. */
  width: number;
  /**
   * The width is a least, not a wish (a column its caller gave no width): the columns that grow share what a
   * grid wider than its columns has to spare, as Ant Design's table does. With none growing, the last
   * unpinned column takes the spare width. A pinned or resizable column never grows: a resizable column is
   * as wide as its handle says.
   */
  grows?: boolean;
  /**
   * A growing column's content width, when known: with room, the column starts there before sharing what is
   * left; with less, it gives width back, down to `width`, before the grid scrolls sideways (a browser's
   * table layout does the same).
   */
  idealWidth?: number;
  minWidth?: number;
  maxWidth?: number;
  /** Stays in view while scrolling sideways: at the start (left in LTR) or the end. */
  pinned?: "start" | "end";
  resizable?: boolean;
  /** Name of the column's resize handle (调整用户账号列宽); default the column id. */
  resizeLabel?: string;
  align?: GridAlign;
  /** Server-side sort shown on the header; undefined for a column that does not sort. */
  sort?: GridSort;
  /** The cell's content. `rowIndex` counts the rows shown from 0; `place` says how the row is drawn. */
  cell: (row: Row, rowIndex: number, place: CellPlace) => ReactNode;
  /**
   * Body cells whose content is text or a number draw it as one truncated line straight in the cell, with no
   * box around it: a fast scroll builds every drawn row anew, and a box per cell is a third of its elements.
   */
  textCells?: boolean;
  /** Extra class of the column's body cells (`data-*` attributes work too). */
  cellClassName?: (row: Row) => string | undefined;
}

/** A footer row (e.g. 合计): its label and, per column id, what the cell shows. */
export interface GridFooterRow {
  id: string;
  cells: Readonly<Record<string, ReactNode>>;
}

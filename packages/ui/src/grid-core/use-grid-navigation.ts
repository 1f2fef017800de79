import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { CellRange } from "./cell-range";
import { type GridPosition, moveInGrid } from "./grid-navigation";

export interface UseGridNavigationOptions {
  gridRef: RefObject<HTMLElement | null>;
  rowCount: number;
  columnCount: number;
  /** Header cells take part (sort buttons, check-all). */
  header: boolean;
  pageRows: number;
  /** Brings a body row into the viewport (virtual rows may not be rendered yet). */
  scrollToRow: (index: number) => void;
  /** Brings a column into the viewport (windowed columns may not be rendered yet). */
  scrollToColumn?: (index: number) => void;
  rtl?: boolean;
}

export interface GridNavigation {
  /** The cell that holds the grid's single tab stop. */
  active: GridPosition;
  /** Moves the tab stop without focusing (a cell got focus by click). Stable across renders. */
  setActive: (position: GridPosition) => void;
  /** Makes `position` active, scrolls it into view and focuses it. */
  focusCell: (position: GridPosition) => void;
  /** Props of the cell at `position`: roving tabindex and the coordinates focus finds it by. */
  cellProps: (position: GridPosition) => {
    tabIndex: number;
    "data-grid-row": number;
    "data-grid-column": number;
    onFocus: () => void;
  };
  /** The grid's key handler: moves between cells; Enter / Space on a cell press its control. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** The selected block of body cells, or null: Shift+arrows or Shift+click draw it, Escape clears it. */
  range: CellRange | null;
  /** Extends the range from the focused cell to `position` (Shift+click). */
  extendRange: (position: GridPosition) => void;
  clearRange: () => void;
}

/** Interactive content of a cell, which Enter / Space activate while the cell has focus. */
const CELL_CONTROL = "button, [role=checkbox], [role=radio], a[href], input, select, textarea";

/**
 * WAI-ARIA grid focus: one tab stop (roving tabindex) moved by `moveInGrid`. Cells, not their
 * controls, take focus; controls inside cells get `tabIndex={-1}` and are reached through the cell.
 * A key pressed inside an editor (its target is not the cell) is left to the editor.
 */
export function useGridNavigation({
  gridRef,
  rowCount,
  columnCount,
  header,
  pageRows,
  scrollToRow,
  scrollToColumn,
  rtl = false,
}: UseGridNavigationOptions): GridNavigation {
  const firstRow = header ? -1 : 0;
  const [active, setActive] = useState<GridPosition>({ row: firstRow, column: 0 });
  const pendingFocus = useRef<GridPosition | null>(null);
  const [range, setRange] = useState<CellRange | null>(null);
  // Rows may shrink (a new page, a delete): keep the tab stop on an existing cell.
  const clamped: GridPosition = {
    row: Math.max(firstRow, Math.min(active.row, rowCount - 1)),
    column: Math.max(0, Math.min(active.column, columnCount - 1)),
  };

  const findCell = useCallback(
    ({ row, column }: GridPosition) =>
      gridRef.current?.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-column="${column}"]`) ??
      null,
    [gridRef],
  );

  const focusCell = useCallback(
    (position: GridPosition) => {
      setActive(position);
      // A drawn cell takes focus now, before the render this causes: an editor closing in it is then
      // removed unfocused (removing the focused element costs the browser a focus fix-up) and the cell
      // is not focused a second time after the render.
      const drawn = findCell(position);
      if (drawn) {
        pendingFocus.current = null;
        focusInView(drawn, position);
        return;
      }
      pendingFocus.current = position;
      if (position.row >= 0) scrollToRow(position.row);
      // Only a column left out of the drawn window needs scrolling to; a drawn one is scrolled into view
      // when it takes focus (a header cell keeps the view where it is).
      if (scrollToColumn) scrollToColumn(position.column);
    },
    [scrollToRow, scrollToColumn, findCell],
  );

  // Focus after the render that placed the cell; a far virtual row appears a frame or two later.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const cell = findCell(target);
      if (cell) {
        pendingFocus.current = null;
        focusInView(cell, target);
      } else if (frames++ < 10) handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute("data-grid-row") || event.defaultPrevented) return;
    const from: GridPosition = {
      row: Number(target.getAttribute("data-grid-row")),
      column: Number(target.getAttribute("data-grid-column")),
    };
    if (event.key === "Enter" || event.key === " ") {
      const control = target.querySelector<HTMLElement>(CELL_CONTROL);
      if (control) {
        event.preventDefault();
        control.click();
      }
      return;
    }
    if (event.key === "Escape" && range) {
      setRange(null);
      return;
    }
    const bounds = { rowCount, columnCount, header, pageRows };
    // Shift+arrow moves the range's far corner; the focused cell stays its anchor (as in a spreadsheet).
    if (event.shiftKey && from.row >= 0) {
      const corner = range?.focus ?? from;
      const next = moveInGrid(corner, event, bounds, { rtl });
      if (!next) return;
      event.preventDefault();
      setRange({ anchor: from, focus: { row: Math.max(0, next.row), column: next.column } });
      return;
    }
    const next = moveInGrid(from, event, bounds, { rtl });
    if (!next) return;
    event.preventDefault();
    setRange(null);
    focusCell(next);
  };

  const extendRange = (position: GridPosition) => {
    if (position.row < 0 || clamped.row < 0) return;
    setRange({ anchor: clamped, focus: position });
  };
  const clearRange = useCallback(() => setRange(null), []);
  // A range drawn from another cell, or past rows that went away, no longer holds.
  const shownRange =
    range &&
    range.anchor.row === clamped.row &&
    range.anchor.column === clamped.column &&
    range.focus.row < rowCount &&
    range.focus.column < columnCount
      ? range
      : null;

  const markActive = useCallback(
    (position: GridPosition) =>
      setActive((previous) =>
        previous.row === position.row && previous.column === position.column ? previous : position,
      ),
    [],
  );

  return {
    active: clamped,
    setActive: markActive,
    focusCell,
    cellProps: (position) => ({
      tabIndex: position.row === clamped.row && position.column === clamped.column ? 0 : -1,
      "data-grid-row": position.row,
      "data-grid-column": position.column,
      // Focus anywhere in the cell (a click on its checkbox too) moves the tab stop there.
      onFocus: () => markActive(position),
    }),
    onKeyDown,
    range: shownRange,
    extendRange,
    clearRange,
  };
}

/** Focuses a cell and brings it into view (a header cell keeps the view where it is). */
function focusInView(cell: HTMLElement, { row }: GridPosition) {
  cell.focus({ preventScroll: row < 0 });
  if (row >= 0) cell.scrollIntoView?.({ block: "nearest", inline: "nearest" });
}

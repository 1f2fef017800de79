import { type RefObject, useCallback, useLayoutEffect, useReducer, useRef } from "react";

/**
 * The columns a row draws: every pinned column, and the unpinned ones from `start` to `end` (indexes in
 * the grid's column order, inclusive); `before` and `after` are the widths of the unpinned columns left
 * out on each side, kept as spacers so the drawn cells sit where the full row would put them.
 */
export interface ColumnWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

export interface WindowColumn {
  width: number;
  pinned?: "start" | "end";
}

/** Columns drawn beyond the viewport on each side: a quick sideways scroll shows no blank strip. */
export const COLUMN_OVERSCAN = 2;

/**
 * The unpinned columns that meet the viewport (`offset` = distance scrolled from the start edge, `width`
 * = its width), with `overscan` more on each side. A width of 0 (not laid out, or jsdom) draws them all.
 */
export function columnWindow(
  columns: readonly WindowColumn[],
  offset: number,
  width: number,
  overscan = COLUMN_OVERSCAN,
): ColumnWindow {
  const free: number[] = [];
  columns.forEach((column, index) => {
    if (column.pinned === undefined) free.push(index);
  });
  const all = { start: free[0] ?? 0, end: free.at(-1) ?? -1, before: 0, after: 0 };
  if (width <= 0 || free.length === 0) return all;
  // Left edges along the whole row (pinned-start columns come first, so they count in the offsets).
  let left = 0;
  let first = -1;
  let last = -1;
  const lefts = columns.map((column) => {
    const at = left;
    left += column.width;
    return at;
  });
  free.forEach((index, position) => {
    const start = lefts[index] ?? 0;
    const end = start + (columns[index]?.width ?? 0);
    if (end > offset && start < offset + width) {
      if (first < 0) first = position;
      last = position;
    }
  });
  if (first < 0) first = last = offset <= 0 ? 0 : free.length - 1;
  const from = Math.max(0, first - overscan);
  const to = Math.min(free.length - 1, last + overscan);
  const spanWidth = (positions: number[]) =>
    positions.reduce((sum, index) => sum + (columns[index]?.width ?? 0), 0);
  return {
    start: free[from] ?? 0,
    end: free[to] ?? -1,
    before: spanWidth(free.slice(0, from)),
    after: spanWidth(free.slice(to + 1)),
  };
}

/** A spacer standing for the unpinned columns left out on one side. */
export interface ColumnSpacer {
  spacer: "before" | "after";
  width: number;
}

/** What a row draws, in order: column indexes, and spacers where columns are left out. */
export function drawnColumns(
  columns: readonly WindowColumn[],
  window: ColumnWindow,
): (number | ColumnSpacer)[] {
  const drawn: (number | ColumnSpacer)[] = [];
  columns.forEach((column, index) => {
    if (column.pinned !== undefined) {
      drawn.push(index);
      return;
    }
    if (index === window.start && window.before > 0) drawn.push({ spacer: "before", width: window.before });
    if (index >= window.start && index <= window.end) drawn.push(index);
    if (index === window.end && window.after > 0) drawn.push({ spacer: "after", width: window.after });
  });
  return drawn;
}

const sameWindow = (a: ColumnWindow, b: ColumnWindow) =>
  a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;

/**
 * Column windowing: a wide grid draws only the columns in view (plus pinned ones), and redraws when a
 * sideways scroll or a resize changes which ones those are: vertical scrolling, and a scroll or resize
 * that keeps the same columns in view, leave it alone. Before the grid is measured, the window's width
 * stands in for its own (a grid is seldom wider).
 */
export function useVirtualColumns(
  scrollRef: RefObject<HTMLElement | null>,
  columns: readonly WindowColumn[],
  /** False draws every column (a grid whose rows are not windowed is small enough to draw whole). */
  enabled = true,
): { window: ColumnWindow; scrollToColumn: (index: number) => void } {
  // The last measured view, read by the render: a measure that keeps the drawn columns (the grid's first
  // measure, a window a scrollbar narrower than the page; a small sideways scroll) renders nothing.
  const view = useRef({ offset: 0, width: typeof window === "undefined" ? 0 : window.innerWidth });
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [, redraw] = useReducer((count: number) => count + 1, 0);

  const next = columnWindow(columns, view.current.offset, enabled ? view.current.width : 0);
  // The same object while the drawn columns stay the same, so memoised rows skip the sideways scroll.
  const kept = useRef(next);
  if (!sameWindow(kept.current, next)) kept.current = next;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    // A grid drawn whole need not follow its scroll.
    if (!element || !enabled) return;
    const measure = () => {
      const offset = Math.abs(element.scrollLeft);
      const width = element.clientWidth;
      // A vertical scroll fires this in every frame: nothing to do unless the view moved sideways.
      if (view.current.offset === offset && view.current.width === width) return;
      view.current = { offset, width };
      if (!sameWindow(kept.current, columnWindow(columnsRef.current, offset, width))) redraw();
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [scrollRef, enabled]);

  const scrollToColumn = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      const column = columns[index];
      if (!element || !column || column.pinned !== undefined) return;
      const widthOf = (entries: readonly WindowColumn[]) =>
        entries.reduce((sum, entry) => sum + entry.width, 0);
      const start = widthOf(columns.slice(0, index));
      // Pinned columns cover the edges of the view.
      const coveredStart = widthOf(columns.filter((entry) => entry.pinned === "start"));
      const coveredEnd = widthOf(columns.filter((entry) => entry.pinned === "end"));
      const offset = Math.abs(element.scrollLeft);
      // RTL scrolls to negative offsets.
      const sign = getComputedStyle(element).direction === "rtl" ? -1 : 1;
      if (start - coveredStart < offset) element.scrollLeft = sign * (start - coveredStart);
      else if (start + column.width > offset + element.clientWidth - coveredEnd)
        element.scrollLeft = sign * (start + column.width - element.clientWidth + coveredEnd);
    },
    [scrollRef, columns],
  );
  return { window: kept.current, scrollToColumn };
}

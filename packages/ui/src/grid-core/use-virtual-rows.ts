import {
  elementScroll,
  observeElementOffset,
  type Range,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { MAX_SCROLL_HEIGHT, type ScrollScale, scrollScale } from "./scaled-scroll";

export interface UseVirtualRowsOptions {
  count: number;
  /** Every body row is this tall (px): fixed heights keep a million rows cheap to place. */
  rowHeight: number;
  /** The scrolling element; its sticky header does not shift the body's offsets (see below). */
  scrollRef: RefObject<HTMLElement | null>;
  /** Height of the viewport the body scrolls in, below the sticky header. */
  viewportHeight: number;
  /** Rows rendered beyond the viewport on each side. */
  overscan: number;
  /** False renders every row in flow (small pages: variable heights, no positioning). */
  enabled: boolean;
  /** Test seam: the height past which the scroll is scaled. */
  maxScrollHeight?: number;
  /**
   * A row kept drawn when it leaves the window (the row holding the grid's tab stop, so a wheel scroll does
   * not take its focus away); -1 for none. Read when the window moves.
   */
  keepRow?: RefObject<number>;
}

export interface VirtualRow {
  index: number;
  /** Top of the row inside the body (px), or undefined when rows flow. */
  top: number | undefined;
}

export interface VirtualRows {
  rows: VirtualRow[];
  /** Height of the body element: the content's, capped so the browser keeps every row reachable. */
  bodyHeight: number | undefined;
  /** Rows per viewport, for PageUp / PageDown. */
  pageRows: number;
  scrollToRow: (index: number) => void;
}

/** Rows drawn while scrolling on the side the view moves away from (the full overscan goes ahead of it). */
export const TRAILING_OVERSCAN = 1;

type ScrollDirection = "forward" | "backward" | null;

/**
 * The rows to draw: the visible ones, `overscan` more on each side at rest, and while scrolling the overscan
 * ahead only (rows about to come into view) with `TRAILING_OVERSCAN` behind: each frame of a fast scroll
 * draws every row anew, so rows behind it are drawn for nothing. A scroll that `leaps` (its last step went
 * past the visible rows and the overscan, as a dragged scrollbar does) would leap past the overscan too:
 * only the visible rows are drawn. The kept row is added when outside.
 */
export function windowIndexes(range: Range, direction: ScrollDirection, keep = -1, leaps = false): number[] {
  const trailing = leaps ? 0 : Math.min(range.overscan, TRAILING_OVERSCAN);
  const ahead = leaps ? 0 : range.overscan;
  const before = direction === "forward" ? trailing : ahead;
  const after = direction === "backward" ? trailing : ahead;
  const start = Math.max(range.startIndex - before, 0);
  const end = Math.min(range.endIndex + after, range.count - 1);
  const indexes: number[] = [];
  if (keep >= 0 && keep < start) indexes.push(keep);
  for (let index = start; index <= end; index++) indexes.push(index);
  if (keep > end && keep < range.count) indexes.push(keep);
  return indexes;
}

/**
 * Row windowing on TanStack Virtual, with scaled scroll for tables taller than the browser allows. The
 * header is sticky, so the body's first visible pixel is always at the container's `scrollTop`: the
 * scroll offset is the body offset, no margin needed. Past `MAX_SCROLL_HEIGHT`, the offset TanStack
 * sees is the virtual one (`toVirtual(scrollTop)`) and rows are placed back near the real scroll.
 */
export function useVirtualRows({
  count,
  rowHeight,
  scrollRef,
  viewportHeight,
  overscan,
  enabled,
  maxScrollHeight = MAX_SCROLL_HEIGHT,
  keepRow,
}: UseVirtualRowsOptions): VirtualRows {
  const scale = useMemo(
    () => scrollScale(count * rowHeight, viewportHeight, maxScrollHeight),
    [count, rowHeight, viewportHeight, maxScrollHeight],
  );
  // TanStack keeps its option callbacks; the ref gives them the current scale.
  const scaleRef = useRef<ScrollScale>(scale);
  scaleRef.current = scale;

  // The instance is the same across renders; a render that follows a scroll reads its direction.
  const instance = useRef<Virtualizer<HTMLElement, HTMLElement> | null>(null);
  const direction: ScrollDirection = instance.current?.isScrolling ? instance.current.scrollDirection : null;
  // Where the visible rows started when the window last moved, to tell a leap from a scroll step.
  const lastStart = useRef(0);
  // A new extractor per direction: TanStack recomputes the indexes when it changes (scrolling stopped too).
  // A scaled body places rows near the scroll position, so a far kept row would land outside it: none kept.
  const rangeExtractor = useMemo(
    () => (range: Range) => {
      const step = Math.abs(range.startIndex - lastStart.current);
      lastStart.current = range.startIndex;
      const leaps = direction !== null && step > range.endIndex - range.startIndex + range.overscan;
      return windowIndexes(
        range,
        direction,
        scaleRef.current.ratio === 1 ? (keepRow?.current ?? -1) : -1,
        leaps,
      );
    },
    [direction, keepRow],
  );

  const buffered = useBufferedAfterFirstPaint(enabled);
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count,
    rangeExtractor,
    enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: buffered ? overscan : 0,
    initialRect: { width: 0, height: viewportHeight },
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, scrolling) =>
        notify(scaleRef.current.toVirtual(offset), scrolling),
      ),
    scrollToFn: (offset, options, instance) =>
      elementScroll(scaleRef.current.toPhysical(offset), options, instance),
  });
  instance.current = virtualizer;

  const pageRows = Math.max(1, Math.floor(viewportHeight / rowHeight));
  if (!enabled) {
    return {
      rows: Array.from({ length: count }, (_, index) => ({ index, top: undefined })),
      bodyHeight: undefined,
      pageRows,
      scrollToRow: () => {},
    };
  }
  const virtualOffset = virtualizer.scrollOffset ?? 0;
  // The rows' shift back from virtual to physical coordinates; 0 when nothing is scaled.
  const shift = scale.toPhysical(virtualOffset) - virtualOffset;
  return {
    rows: virtualizer.getVirtualItems().map((item) => ({ index: item.index, top: item.start + shift })),
    bodyHeight: scale.physicalHeight,
    pageRows,
    scrollToRow: (index) => {
      // A row wholly in view needs no scroll: TanStack would still write the offset and follow it for a
      // few frames (each keyboard move and each edit ended with Enter paid for them).
      if (virtualizer.getOffsetForIndex(index, "auto")?.[1] === "auto") return;
      virtualizer.scrollToIndex(index, { align: "auto" });
    },
  };
}

/**
 * False until the frame after the table's first paint. The first paint draws the visible rows only and the
 * overscan rows follow at once after it: the table shows sooner (the overscan was a third of the rows a
 * 10,000-row table drew to show itself), and the rows are buffered before anyone can scroll.
 */
function useBufferedAfterFirstPaint(enabled: boolean): boolean {
  const [buffered, setBuffered] = useState(false);
  useEffect(() => {
    if (buffered || !enabled) return;
    // A frame callback runs before that frame's paint; the task it posts runs after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setBuffered(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [buffered, enabled]);
  return buffered;
}

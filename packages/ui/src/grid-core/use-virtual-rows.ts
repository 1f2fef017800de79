import { elementScroll, observeElementOffset, useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useMemo, useRef } from "react";
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
}: UseVirtualRowsOptions): VirtualRows {
  const scale = useMemo(
    () => scrollScale(count * rowHeight, viewportHeight, maxScrollHeight),
    [count, rowHeight, viewportHeight, maxScrollHeight],
  );
  // TanStack keeps its option callbacks; the ref gives them the current scale.
  const scaleRef = useRef<ScrollScale>(scale);
  scaleRef.current = scale;

  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count,
    enabled,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: viewportHeight },
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, scrolling) =>
        notify(scaleRef.current.toVirtual(offset), scrolling),
      ),
    scrollToFn: (offset, options, instance) =>
      elementScroll(scaleRef.current.toPhysical(offset), options, instance),
  });

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
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: "auto" }),
  };
}

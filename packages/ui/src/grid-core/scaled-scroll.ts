/**
 * Browsers cap an element's height (Chromium near 33.5 M px, Firefox near 17.9 M px); a taller spacer is
 * cut and the tail rows become unreachable. Past this height the grid scales the scroll instead.
 */
export const MAX_SCROLL_HEIGHT = 10_000_000;

/**
 * Maps the scroll container's real (physical) offset to the offset in the full-height content (virtual)
 * and back. Both ranges end together, so scrolling to the bottom shows the last row.
 */
export interface ScrollScale {
  /** Height of the spacer the browser scrolls: the content's, capped. */
  readonly physicalHeight: number;
  /** Virtual pixels per physical pixel of scroll; 1 when the content fits under the cap. */
  readonly ratio: number;
  toVirtual(physicalOffset: number): number;
  toPhysical(virtualOffset: number): number;
}

export function scrollScale(
  contentHeight: number,
  viewportHeight: number,
  maxHeight: number = MAX_SCROLL_HEIGHT,
): ScrollScale {
  const physicalHeight = Math.min(contentHeight, maxHeight);
  const physicalRange = physicalHeight - viewportHeight;
  const virtualRange = contentHeight - viewportHeight;
  const ratio = physicalRange > 0 && virtualRange > physicalRange ? virtualRange / physicalRange : 1;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));
  return {
    physicalHeight,
    ratio,
    toVirtual: (offset) => clamp(offset * ratio, virtualRange),
    toPhysical: (offset) => clamp(offset / ratio, physicalRange),
  };
}

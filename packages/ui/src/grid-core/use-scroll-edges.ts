import { type RefObject, useLayoutEffect } from "react";

/**
 * Marks the scrolling grid with what lies out of view sideways: `data-overflow-start` when columns are
 * scrolled away past its start edge, `data-overflow-end` when more columns wait past its end edge. Pinned
 * columns cast a shadow on that side only then (Ant Design's table does the same), so a reader sees that
 * cells pass under them. Written on the element, not through React state: a sideways scroll renders nothing.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const mark = () => {
      // Negative in a right-to-left grid; its distance from the start edge either way.
      const offset = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      element.toggleAttribute("data-overflow-start", offset > 0);
      element.toggleAttribute("data-overflow-end", offset < hidden - 1);
    };
    mark();
    element.addEventListener("scroll", mark, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(mark);
    observer?.observe(element);
    // The columns' width changes without the grid's box changing (a column resized, columns added).
    const content = element.firstElementChild;
    if (content) observer?.observe(content);
    return () => {
      element.removeEventListener("scroll", mark);
      observer?.disconnect();
      element.removeAttribute("data-overflow-start");
      element.removeAttribute("data-overflow-end");
    };
  }, [ref, enabled]);
}

import { DEFAULT_ELLIPSIS_LENGTH, ellipsis } from "@kanya/core/text";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";

/**
 * Spec §5 text ellipsis, from @kanya/core: the text cut to `length` display columns (a non-ASCII character
 * counts 2) with …, and whether it was cut (the full text then goes in a tooltip).
 */
export function useEllipsis(text: string, length: number = DEFAULT_ELLIPSIS_LENGTH) {
  return useMemo(() => ellipsis(text, length), [text, length]);
}

/**
 * For the CSS line-clamp mode: whether the element's text overflows its lines. Watched (re-measured when the
 * element resizes and whenever `content`, e.g. the text and line count, changes) unless `watch` is false: the
 * caller then calls `measure` when it needs to know, as the pointer comes, so that a table's cells do not
 * each keep an observer and measure on mount.
 */
export function useOverflow<T extends HTMLElement>(content: unknown, watch = true) {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element)
      setOverflowing(
        element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: content is the re-measure trigger
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !watch) return;
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, watch, measure]);
  return { ref, overflowing, measure };
}

import { type RefObject, useLayoutEffect, useState } from "react";

/** The element's client height, kept current by a ResizeObserver; `initial` until it is measured. */
export function useElementHeight(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [height, setHeight] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || initial);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, initial]);
  return height;
}

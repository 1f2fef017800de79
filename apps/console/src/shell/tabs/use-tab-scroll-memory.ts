import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * The page scrolls the window, which all tabs share: remember each tab's position while it is shown
 * and put it back when the tab is shown again (a scrolled list comes back where it was).
 */
export function useTabScrollMemory(activePath: string): void {
  const positions = useRef(new Map<string, number>());
  const active = useRef(activePath);

  useLayoutEffect(() => {
    active.current = activePath;
    window.scrollTo({ top: positions.current.get(activePath) ?? 0, behavior: "instant" });
  }, [activePath]);

  useEffect(() => {
    const record = () => positions.current.set(active.current, window.scrollY);
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, []);
}

import { useEffect, useState } from "react";

/** Scrolled this far down before the header hides (its own height), so a nudge does not hide it. */
const HIDE_AFTER_PX = 64;

/** Whether an auto-hiding header should be out of the way: the page is scrolling down past the header. */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HIDE_AFTER_PX && y > last);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return hidden;
}

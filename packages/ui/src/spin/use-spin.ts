import { useEffect, useState } from "react";

export interface UseSpinOptions {
  /** Default true. */
  spinning?: boolean;
  /** Milliseconds to wait before showing the spinner, so quick loads do not flash it. Default 0. */
  delay?: number;
}

/** Whether the spinner is shown: `spinning`, once `delay` has passed; hidden at once when it stops. */
export function useSpin({ spinning = true, delay = 0 }: UseSpinOptions = {}) {
  const immediate = spinning && delay <= 0;
  const [delayed, setDelayed] = useState(false);

  useEffect(() => {
    setDelayed(false);
    if (!spinning || delay <= 0) return;
    const timer = setTimeout(() => setDelayed(true), delay);
    return () => clearTimeout(timer);
  }, [spinning, delay]);

  return { visible: immediate || (spinning && delayed), busy: spinning };
}

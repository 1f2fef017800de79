import { useCallback, useEffect, useState } from "react";

/** JeecgBoot waits 60 s before another SMS code may be asked for. */
export const SMS_RESEND_SECONDS = 60;

/** Seconds left of a countdown started with `start()`; 0 when idle. Ticks once a second. */
export function useCountdown(seconds = SMS_RESEND_SECONDS): { left: number; start: () => void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, start };
}

import type { Result } from "@kanya/client";
import { useCallback, useEffect, useRef, useState } from "react";

/** Every 5 s, and the last 10 minutes of answers kept for the trend. */
export const POLL_MS = 5_000;
export const HISTORY_SIZE = (10 * 60 * 1000) / POLL_MS;

export interface Sample<T> {
  at: number;
  value: T;
}

/** Appends a sample, dropping those older than the history keeps. */
export function pushSample<T>(
  history: readonly Sample<T>[],
  sample: Sample<T>,
  size = HISTORY_SIZE,
): Sample<T>[] {
  const next = [...history, sample];
  return next.length > size ? next.slice(next.length - size) : next;
}

export interface MonitorPoll<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  history: readonly Sample<T>[];
  reload: () => void;
}

/**
 * Loads now, then 5 s after each answer while the tab is visible (paused when hidden, reloaded when shown
 * again). The last answer stays on screen when a refresh fails; the error is shown beside it.
 */
export function useMonitorPoll<T>(load: () => Promise<Result<T>>, failedText: string): MonitorPoll<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [history, setHistory] = useState<Sample<T>[]>([]);
  const loadRef = useRef(load);
  loadRef.current = load;

  /** One load; resolves once its answer (or failure) is shown. */
  const loadOnce = useCallback(
    () =>
      loadRef
        .current()
        .then((res) => {
          if (res.success) {
            setData(res.result);
            setError(undefined);
            setHistory((h) => pushSample(h, { at: Date.now(), value: res.result }));
          } else {
            setError(res.message || failedText);
          }
        })
        .catch(() => setError(failedText))
        .finally(() => setLoading(false)),
    [failedText],
  );
  const reload = useCallback(() => void loadOnce(), [loadOnce]);

  useEffect(() => {
    // The next load starts 5 s after the last answer: a slow server is never asked twice at once, and
    // samples stay 5 s apart. A stop (hidden tab, unmount) ends the chain; a start begins a new one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let chain = 0;
    const start = () => {
      const mine = ++chain;
      const step = () => {
        void loadOnce().then(() => {
          if (chain === mine) timer = setTimeout(step, POLL_MS);
        });
      };
      step();
    };
    const stop = () => {
      chain++;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      stop();
      if (!document.hidden) start();
    };
    if (document.hidden) void loadOnce();
    else start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [loadOnce]);

  return { data, error, loading, history, reload };
}

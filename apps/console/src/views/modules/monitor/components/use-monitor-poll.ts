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
 * Loads now, then every 5 s while the tab is visible (paused when hidden, reloaded when shown again). The last
 * answer stays on screen when a refresh fails; the error is shown beside it.
 */
export function useMonitorPoll<T>(load: () => Promise<Result<T>>, failedText: string): MonitorPoll<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [history, setHistory] = useState<Sample<T>[]>([]);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(() => {
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
      .finally(() => setLoading(false));
  }, [failedText]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(reload, POLL_MS);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) stop();
      else {
        reload();
        start();
      }
    };
    reload();
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [reload]);

  return { data, error, loading, history, reload };
}

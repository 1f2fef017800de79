import type { Result } from "@kanya/client";
import { useCallback, useEffect, useRef, useState } from "react";

export interface DashboardLoad<T> {
  data: T | undefined;
  loading: boolean;
  error: string | undefined;
  reload: () => void;
}

/**
 * Loads a dashboard's figures when `key` changes (a new range) and on `reload`; an answer that arrives after a
 * newer request is dropped, so switching ranges quickly never shows an older range's figures.
 */
export function useDashboardLoad<T>(
  load: () => Promise<Result<T>>,
  key: string,
  failedText: string,
): DashboardLoad<T> {
  const [data, setData] = useState<T>();
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string>();
  const loadRef = useRef(load);
  loadRef.current = load;
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what to load; `load` is read from the ref.
  const reload = useCallback(() => {
    const request = ++latest.current;
    setLoading(true);
    loadRef
      .current()
      .then((res) => {
        if (request !== latest.current) return;
        if (res.success) {
          setData(res.result);
          setError(undefined);
        } else setError(res.message || failedText);
      })
      .catch(() => request === latest.current && setError(failedText))
      .finally(() => request === latest.current && setLoading(false));
  }, [key, failedText]);

  useEffect(() => reload(), [reload]);
  return { data, loading, error, reload };
}

export type ProgressStatus = "normal" | "success" | "exception" | "active";

export interface UseProgressOptions {
  /** 0–100; out-of-range values are clamped and anything not a number counts as 0. */
  percent?: number;
  /** Without a status, 100 % reads as success (as in Ant Design). */
  status?: ProgressStatus;
}

/** Clamps the percentage and settles the status the bar is drawn with. */
export function useProgress({ percent = 0, status }: UseProgressOptions) {
  const value = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  const resolved: ProgressStatus = status ?? (value >= 100 ? "success" : "normal");
  return { percent: value, status: resolved };
}

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** 1536 → "1.5 KB"; null → "—". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return "—";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** Seconds as "3天 4小时 5分" (the largest three units that are not zero, down to seconds). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "—";
  const parts: [number, string][] = [
    [Math.floor(seconds / 86400), "天"],
    [Math.floor((seconds % 86400) / 3600), "小时"],
    [Math.floor((seconds % 3600) / 60), "分"],
    [Math.floor(seconds % 60), "秒"],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 3);
  return shown.length ? shown.map(([n, unit]) => `${n}${unit}`).join(" ") : "0秒";
}

export function formatMs(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "—" : `${ms} ms`;
}

export function percentOf(part: number | null | undefined, whole: number | null | undefined): number {
  if (!part || !whole) return 0;
  return Math.min(100, Math.round((part / whole) * 1000) / 10);
}

/** Lowest and highest of a series, for the 10-minute trend line. */
export function range(values: readonly number[]): { min: number; max: number } | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

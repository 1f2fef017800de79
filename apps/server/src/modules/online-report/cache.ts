/** Report pages kept 30 s per report and parameters (spec §7); a report's edit drops its pages. */
export const REPORT_CACHE_MS = 30_000;
const MAX_ENTRIES = 500;

export function createReportCache<T>(clock: () => Date, ttlMs = REPORT_CACHE_MS) {
  const entries = new Map<string, { reportId: string; at: number; value: Promise<T> }>();
  return {
    async get(reportId: string, key: unknown, load: () => Promise<T>): Promise<T> {
      const id = `${reportId}\u0000${JSON.stringify(key)}`;
      const now = clock().getTime();
      const hit = entries.get(id);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(id, { reportId, at: now, value });
      // A failure is not kept: the next request runs the report again.
      value.catch(() => entries.delete(id));
      return value;
    },
    drop(reportId: string): void {
      for (const [id, entry] of entries) if (entry.reportId === reportId) entries.delete(id);
    },
  };
}

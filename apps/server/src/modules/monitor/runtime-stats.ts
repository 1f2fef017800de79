import { type IntervalHistogram, monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";

export interface RuntimeSnapshot {
  nodeVersion: string;
  v8Version: string;
  pid: number;
  uptimeSeconds: number;
  heapUsed: number;
  heapTotal: number;
  heapLimit: number;
  rss: number;
  external: number;
  arrayBuffers: number;
  /** Event-loop delay in ms (since the sampler started). */
  eventLoopDelay: { p50Ms: number | null; p99Ms: number | null; maxMs: number | null };
  gc: { count: number; totalMs: number; maxMs: number; recent: { kind: string; ms: number }[] };
  activeHandles: number;
  /** Active resources by type (`process.getActiveResourcesInfo`). */
  activeResources: Record<string, number>;
}

const GC_KINDS: Record<number, string> = { 1: "minor", 2: "major", 4: "incremental", 8: "weakcb" };

let histogram: IntervalHistogram | undefined;
const gc = { count: 0, totalMs: 0, maxMs: 0, recent: [] as { kind: string; ms: number }[] };

/** Starts the event-loop and GC samplers once per process (they cost next to nothing). */
function ensureSamplers(): IntervalHistogram {
  if (histogram) return histogram;
  histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  try {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gc.count += 1;
        gc.totalMs += entry.duration;
        gc.maxMs = Math.max(gc.maxMs, entry.duration);
        const detail = (entry as { detail?: { kind?: number } }).detail;
        gc.recent.push({ kind: GC_KINDS[detail?.kind ?? 0] ?? "other", ms: round(entry.duration) });
        if (gc.recent.length > 20) gc.recent.shift();
      }
    });
    observer.observe({ entryTypes: ["gc"] });
  } catch {
    // No GC entries on this runtime: the counters stay at zero.
  }
  return histogram;
}

const round = (value: number) => Math.round(value * 100) / 100;
const ms = (ns: number) => (Number.isFinite(ns) && ns > 0 ? round(ns / 1e6) : null);

export function runtimeSnapshot(): RuntimeSnapshot {
  const loop = ensureSamplers();
  const memory = process.memoryUsage();
  const resources: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  return {
    nodeVersion: process.version,
    v8Version: process.versions.v8,
    pid: process.pid,
    uptimeSeconds: Math.round(process.uptime()),
    heapUsed: memory.heapUsed,
    heapTotal: memory.heapTotal,
    heapLimit: getHeapStatistics().heap_size_limit,
    rss: memory.rss,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
    eventLoopDelay: { p50Ms: ms(loop.percentile(50)), p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max) },
    gc: { count: gc.count, totalMs: round(gc.totalMs), maxMs: round(gc.maxMs), recent: [...gc.recent] },
    activeHandles: Object.values(resources).reduce((sum, n) => sum + n, 0),
    activeResources: resources,
  };
}

/** Starts the samplers now, so the first page shows figures gathered since the server started. */
export function startRuntimeSamplers(): void {
  ensureSamplers();
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/env";

/** One request the trace keeps: the path with its query names but none of their values. */
export interface TracedRequest {
  timestamp: string;
  method: string;
  path: string;
  status: number;
  timeTaken: number;
  username: string | null;
}

/** A trace as recorded: its start (ms since the epoch) and URL are turned into text when read. */
type RecordedRequest = Omit<TracedRequest, "timestamp" | "path"> & { startedAt: number; url: string };

export interface HttpSnapshot {
  /** Requests finished in the last minute, per second. */
  requestsPerSecond: number;
  /** Requests finished since the server started. */
  total: number;
  /** Finished requests by status class since start: 2xx, 3xx, 4xx, 5xx. */
  statusMix: Record<"2xx" | "3xx" | "4xx" | "5xx", number>;
  /** Latency over the recent samples, in ms. */
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Requests being handled right now. */
  inFlight: number;
  /** TCP connections open to the HTTP server (idle keep-alive ones too); null when no server is watched. */
  openConnections: number | null;
  sampleCount: number;
}

/** What `watchConnections` needs of a node:http server. */
interface ConnectionSource {
  on(
    event: "connection",
    listener: (socket: { once(event: "close", listener: () => void): unknown }) => void,
  ): unknown;
}

const SAMPLES = 1000;
const TRACES = 100;

/** The path as traced: query names kept, values dropped (`/sys/user/list?pageNo&name`). */
export function pathWithoutQueryValues(url: string): string {
  const parsed = new URL(url);
  const names = [...new Set([...parsed.searchParams.keys()])];
  return names.length === 0 ? parsed.pathname : `${parsed.pathname}?${names.join("&")}`;
}

export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? null;
}

/** Counts the API's requests (a ring of recent latencies, the last 100 requests) for the monitoring pages. */
export function createHttpStats(now: () => number = () => Date.now()) {
  const latencies: number[] = [];
  const finishedAt: number[] = [];
  let next = 0;
  // Kept as the request left them: the time as a number and the whole URL, made into a trace's text only
  // when the monitoring page reads them (most requests' traces are never read).
  const traces: RecordedRequest[] = [];
  const statusMix = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  let total = 0;
  let inFlight = 0;
  let openConnections: number | null = null;

  const record = (entry: RecordedRequest, at: number) => {
    if (latencies.length < SAMPLES) {
      latencies.push(entry.timeTaken);
      finishedAt.push(at);
    } else {
      latencies[next] = entry.timeTaken;
      finishedAt[next] = at;
      next = (next + 1) % SAMPLES;
    }
    total += 1;
    const kind =
      entry.status >= 500 ? "5xx" : entry.status >= 400 ? "4xx" : entry.status >= 300 ? "3xx" : "2xx";
    statusMix[kind] += 1;
    traces.push(entry);
    if (traces.length > TRACES) traces.shift();
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, nextHandler) => {
    const started = performance.now();
    const startedAt = now();
    inFlight += 1;
    let status = 500;
    try {
      await nextHandler();
      status = c.res.status;
    } finally {
      inFlight -= 1;
      record(
        {
          startedAt,
          method: c.req.method,
          url: c.req.url,
          status,
          timeTaken: Math.round((performance.now() - started) * 100) / 100,
          username: c.get("auth")?.user.username ?? null,
        },
        now(),
      );
    }
  };

  return {
    middleware,
    /** Counts the server's sockets from now on (a test calling `app.fetch` has none). */
    watchConnections(server: ConnectionSource) {
      openConnections ??= 0;
      server.on("connection", (socket) => {
        openConnections = (openConnections ?? 0) + 1;
        socket.once("close", () => {
          openConnections = (openConnections ?? 1) - 1;
        });
      });
    },
    /** The last requests, newest first. */
    traces: (): TracedRequest[] =>
      [...traces].reverse().map(({ startedAt, url, ...entry }) => ({
        timestamp: new Date(startedAt).toISOString(),
        ...entry,
        path: pathWithoutQueryValues(url),
      })),
    snapshot(): HttpSnapshot {
      const sorted = [...latencies].sort((a, b) => a - b);
      const since = now() - 60_000;
      const lastMinute = finishedAt.filter((at) => at >= since).length;
      return {
        requestsPerSecond: Math.round((lastMinute / 60) * 100) / 100,
        total,
        statusMix: { ...statusMix },
        p50Ms: percentile(sorted, 50),
        p99Ms: percentile(sorted, 99),
        maxMs: sorted.length ? (sorted[sorted.length - 1] ?? null) : null,
        inFlight,
        openConnections,
        sampleCount: sorted.length,
      };
    },
  };
}

export type HttpStats = ReturnType<typeof createHttpStats>;

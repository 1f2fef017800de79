// Summarises a V8 CPU profile (`node --cpu-prof`) of the server: self time per function and per area
// (session check, list engine, dictionary texts, serialisation, pg driver, Hono, Node's HTTP, GC…).
// Frames of the bundled server (apps/server/dist) are mapped back to their source files through the
// build's source maps, so areas follow src/ folders. Used by server-lists.mjs (BENCH_PROFILE=1); also
// runnable alone: `node bench/cpu-profile-summary.mjs <file.cpuprofile>`.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import { isMain } from "./server-support.mjs";

/** Where a source file's time is counted; the first matching rule wins. */
const AREAS = [
  [/^\(garbage collector\)$/, "garbage collection"],
  [/^\(program\)$/, "V8 and native code outside JS (program)"],
  [
    /apps\/server\/src\/(auth|http\/guard|http\/access|modules\/permission)/,
    "session check (token, session, permission codes)",
  ],
  [/apps\/server\/src\/db\/table-versions/, "session check (token, session, permission codes)"],
  [/apps\/server\/src\/http\/list/, "list engine (filters, paging, count, records)"],
  [/apps\/server\/src\/modules\/dict|dict-text/, "dictionary texts"],
  [/apps\/server\/src\/modules\/log/, "operation log"],
  [/apps\/server\/src\//, "other server code"],
  [/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//, "pg driver (protocol, row parsing)"],
  [/node_modules\/kysely\//, "Kysely (building, compiling queries)"],
  // JSON.stringify of an answer is counted in its caller, Hono's `c.json`.
  [/node_modules\/(hono|@hono)\//, "Hono and its Node adapter (incl. JSON.stringify of answers)"],
  [/^node:/, "Node internals (HTTP, sockets, streams, timers)"],
  [/^native (stringify|parse|JSON)/i, "JSON (serialisation, parsing)"],
  [
    /^native (writev|writeBuffer|writeUtf8String|utf8Slice|latin1Slice)$/,
    "Node internals (HTTP, sockets, streams, timers)",
  ],
  [/^native /, "V8 builtins and microtasks"],
];

/** `{ totalMs, functions: [...top self time], areas: [...] }` of a profile file, idle time left out. */
export function summarizeCpuProfile(file, { top = 15 } = {}) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
  const maps = new Map();
  const byFunction = new Map();
  const byArea = new Map();
  let totalMs = 0;
  for (const node of profile.nodes) {
    if (!node.hitCount || node.callFrame.functionName === "(idle)") continue;
    const ms = node.hitCount * msPerSample;
    const where = locate(node.callFrame, maps);
    const area = AREAS.find(([pattern]) => pattern.test(where.source))?.[1] ?? "other";
    const key = `${where.name} ${where.source}:${where.line}`;
    const entry = byFunction.get(key) ?? {
      function: where.name,
      where: `${shorten(where.source)}:${where.line}`,
      area,
      ms: 0,
    };
    entry.ms += ms;
    byFunction.set(key, entry);
    byArea.set(area, (byArea.get(area) ?? 0) + ms);
    totalMs += ms;
  }
  const share = (ms) => `${((ms / totalMs) * 100).toFixed(1)}%`;
  return {
    totalMs,
    functions: [...byFunction.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top)
      .map((f) => ({
        function: f.function,
        where: f.where,
        area: f.area,
        "self ms": Math.round(f.ms),
        share: share(f.ms),
      })),
    areas: [...byArea]
      .sort((a, b) => b[1] - a[1])
      .map(([area, ms]) => ({ area, "self ms": Math.round(ms), share: share(ms) })),
  };
}

/** The frame's function and source file; bundled frames are mapped to the original file and line. */
function locate(frame, maps) {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url)
    // No file: a V8 pseudo-frame such as "(garbage collector)", or native code (socket writes, builtins).
    return { name, source: frame.functionName.startsWith("(") ? name : `native ${name}`, line: 0 };
  if (frame.url.startsWith("file://") && frame.url.includes("/apps/server/dist/")) {
    const map = sourceMapOf(frame.url, maps);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry?.originalSource) {
      // Sources are listed relative to the bundle (`../src/auth/…`).
      const source = new URL(entry.originalSource, frame.url).pathname;
      return { name: entry.name ?? name, source, line: entry.originalLine + 1 };
    }
  }
  return { name, source: frame.url, line: frame.lineNumber + 1 };
}

function sourceMapOf(url, maps) {
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : undefined);
  }
  return maps.get(url);
}

function shorten(source) {
  return source.replace(/^.*?(apps\/server\/src\/|node_modules\/)/, "$1").replace(/^file:\/\/.*\//, "");
}

if (isMain(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.log("usage: node bench/cpu-profile-summary.mjs <file.cpuprofile>");
    process.exit(1);
  }
  const summary = summarizeCpuProfile(file);
  console.log(`CPU time (idle left out): ${(summary.totalMs / 1000).toFixed(1)} s`);
  console.table(summary.areas);
  console.table(summary.functions);
}

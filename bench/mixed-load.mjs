// The soak's workload, shared by soak.mjs, outage.mjs and the smoke test: `connections` loops, each
// picking an operation by weight until time is up — list reads with filters, and write cycles that add,
// find, edit and delete a user, a role or a dictionary item with values no other cycle uses (so nothing
// is left behind and the database keeps its size). Every request is timed per route and checked: an
// answer that is not HTTP 2xx with `success: true`, a network error or a timeout counts as an error.
import { randomBytes } from "node:crypto";
import { percentile } from "./server-support.mjs";

/** A request that has not answered by then is an error (the server's own database bounds are shorter). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Creates what the write cycles need (a dictionary to hold items) as the signed-in admin; returns the
 * context `runMixedLoad` takes.
 */
export async function prepareWorkload(base, headers) {
  const run = randomBytes(3).toString("hex");
  const dictCode = `soak_${run}`;
  await expectSuccess(base, headers, "POST", "/sys/dict/add", { dictName: `压测字典 ${run}`, dictCode });
  const list = await expectSuccess(base, headers, "GET", `/sys/dict/list?dictCode=${dictCode}`);
  const dictId = list.result.records[0]?.id;
  if (!dictId) throw new Error(`dictionary ${dictCode} not found after add`);
  return { base, headers, run, dictId };
}

/**
 * Runs the workload against `context.base` for `seconds` (or until `signal` aborts). `onResult` sees every
 * request: `{ route, at (ms since start), ms, status, success, code, message, error }`. Returns the
 * per-route figures and the number of errors.
 */
export async function runMixedLoad(context, { connections = 50, seconds, signal, onResult } = {}) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const routes = new Map();
  const errorSamples = [];
  let counter = 0;
  const unique = () => `${context.run}${(counter++).toString(36)}`;

  const call = async (route, method, path, body) => {
    const begun = performance.now();
    const outcome = await request(context.base, context.headers, method, path, body);
    const ms = performance.now() - begun;
    const stats = routes.get(route) ?? { latencies: [], errors: 0 };
    routes.set(route, stats);
    stats.latencies.push(ms);
    const failed = !outcome.success;
    if (failed) {
      stats.errors++;
      if (errorSamples.length < 10) errorSamples.push(`${route}: ${describeFailure(outcome)}`);
    }
    onResult?.({ route, at: begun - started, ms, ...outcome });
    return failed ? undefined : outcome.body;
  };

  const operations = workloadOperations(context, call, unique);
  const totalWeight = operations.reduce((sum, op) => sum + op.weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const op of operations) {
      roll -= op.weight;
      if (roll < 0) return op;
    }
    return operations[0];
  };
  const worker = async () => {
    while (performance.now() < deadline && !signal?.aborted) await pick().run();
  };
  await Promise.all(Array.from({ length: connections }, worker));

  const elapsed = (performance.now() - started) / 1000;
  return { routes, errorSamples, elapsed, errors: sum(routes, (stats) => stats.errors) };
}

/** Per-route rows for console.table: requests, errors, median and p99 latency, requests per second. */
export function routeTable(result) {
  const rows = [...result.routes].map(([route, stats]) => {
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      errors: stats.errors,
      "median ms": round(percentile(sorted, 50)),
      "p99 ms": round(percentile(sorted, 99)),
      "req/s": round(sorted.length / result.elapsed),
    };
  });
  const all = [...result.routes.values()].flatMap((stats) => stats.latencies).sort((a, b) => a - b);
  rows.push({
    route: "all routes",
    requests: all.length,
    errors: result.errors,
    "median ms": round(percentile(all, 50)),
    "p99 ms": round(percentile(all, 99)),
    "req/s": round(all.length / result.elapsed),
  });
  return rows;
}

function workloadOperations({ dictId }, call, unique) {
  const read = (weight, route, path) => ({ weight, run: () => call(route, "GET", path) });
  return [
    read(
      4,
      "GET /sys/user/list sex, status, sorted",
      "/sys/user/list?sex=1&status=1&column=createTime&order=desc&pageNo=1&pageSize=10",
    ),
    read(
      1,
      "GET /sys/user/list realname=*管理*",
      `/sys/user/list?realname=${encodeURIComponent("*管理*")}&pageSize=10`,
    ),
    read(2, "GET /sys/role/list", "/sys/role/list?pageNo=1&pageSize=10"),
    read(2, "GET /sys/dictItem/list", `/sys/dictItem/list?dictId=${dictId}&pageSize=10`),
    read(1, "GET /sys/log/list logType=2", "/sys/log/list?logType=2&pageNo=1&pageSize=10"),
    {
      weight: 1,
      async run() {
        const username = `s${unique()}`;
        const added = await call("POST /sys/user/add", "POST", "/sys/user/add", {
          username,
          realname: `压测 ${username}`,
          password: "Soak@123456",
          relTenantIds: "1000",
        });
        if (!added) return;
        const id = await findId(call, "GET /sys/user/list username=", `/sys/user/list?username=${username}`);
        if (!id) return;
        await call("PUT /sys/user/edit", "PUT", "/sys/user/edit", { id, realname: `改名 ${username}` });
        await call("DELETE /sys/user/delete", "DELETE", `/sys/user/delete?id=${id}`);
      },
    },
    {
      weight: 1,
      async run() {
        const roleCode = `soak_${unique()}`;
        const added = await call("POST /sys/role/add", "POST", "/sys/role/add", {
          roleName: "压测角色",
          roleCode,
        });
        if (!added) return;
        const id = await findId(call, "GET /sys/role/list roleCode=", `/sys/role/list?roleCode=${roleCode}`);
        if (!id) return;
        await call("PUT /sys/role/edit", "PUT", "/sys/role/edit", { id, roleName: "压测角色改", roleCode });
        await call("DELETE /sys/role/delete", "DELETE", `/sys/role/delete?id=${id}`);
      },
    },
    {
      weight: 1,
      async run() {
        const itemValue = `v${unique()}`;
        const item = { dictId, itemText: `项 ${itemValue}`, itemValue, sortOrder: 1 };
        const added = await call("POST /sys/dictItem/add", "POST", "/sys/dictItem/add", item);
        if (!added) return;
        const id = await findId(
          call,
          "GET /sys/dictItem/list itemValue=",
          `/sys/dictItem/list?dictId=${dictId}&itemValue=${itemValue}`,
        );
        if (!id) return;
        await call("PUT /sys/dictItem/edit", "PUT", "/sys/dictItem/edit", { ...item, id, itemText: "改" });
        await call("DELETE /sys/dictItem/delete", "DELETE", `/sys/dictItem/delete?id=${id}`);
      },
    },
  ];
}

/** The id of the one record a list request finds; a missing record fails the cycle (counted as error). */
async function findId(call, route, path) {
  const body = await call(route, "GET", path);
  return body?.result?.records?.[0]?.id;
}

/**
 * One request with the bench's timeout: `{ status, success, code, message, error, body }`, never thrown.
 */
export async function request(base, headers, method, path, body) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      return {
        status: res.status,
        success: false,
        error: `HTTP ${res.status}, not JSON: ${text.slice(0, 80)}`,
      };
    }
    return {
      status: res.status,
      success: res.ok && json.success === true,
      code: json.code,
      message: json.message,
      body: json,
    };
  } catch (error) {
    return {
      status: 0,
      success: false,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/** A request that must succeed (set-up and checks outside the measured load). */
export async function expectSuccess(base, headers, method, path, body) {
  const outcome = await request(base, headers, method, path, body);
  if (!outcome.success) throw new Error(`${method} ${path}: ${describeFailure(outcome)}`);
  return outcome.body;
}

export function describeFailure(outcome) {
  return outcome.error ?? `HTTP ${outcome.status}, code ${outcome.code}: ${outcome.message}`;
}

function sum(map, of) {
  let total = 0;
  for (const value of map.values()) total += of(value);
  return total;
}

function round(value) {
  return value === undefined ? undefined : Math.round(value * 10) / 10;
}

import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";

export interface SlowStatement {
  query: string;
  calls: number;
  meanMs: number;
  totalMs: number;
}

export interface DatabaseSnapshot {
  version: string | null;
  /** Whether this is the embedded PGlite. */
  embedded: boolean;
  connections: number | null;
  sizeBytes: number | null;
  /** Share of block reads served from the cache, 0–1. */
  cacheHitRatio: number | null;
  locks: number | null;
  /** The slowest statements by mean time, or why there are none. */
  slowStatements: { available: true; rows: SlowStatement[] } | { available: false; reason: string };
}

async function one<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T | null> {
  try {
    const result = await query.execute(db);
    return result.rows[0] ?? null;
  } catch {
    return null;
  }
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** What PostgreSQL (or PGlite, as far as it can) tells about itself; a figure it cannot give is null. */
export async function databaseSnapshot(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const version = await one(db, sql<{ version: string }>`select version() as version`);
  const connections = await one(
    db,
    sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database()`,
  );
  const size = await one(db, sql<{ n: string }>`select pg_database_size(current_database()) as n`);
  const hits = await one(
    db,
    sql<{ hit: string | null; read: string | null }>`select sum(blks_hit) as hit, sum(blks_read) as read
      from pg_stat_database where datname = current_database()`,
  );
  const locks = await one(db, sql<{ n: string }>`select count(*) as n from pg_locks`);
  const hit = num(hits?.hit);
  const read = num(hits?.read);
  const text = version?.version ?? null;
  return {
    version: text,
    embedded: /emscripten|wasm/i.test(text ?? ""),
    connections: num(connections?.n),
    sizeBytes: num(size?.n),
    cacheHitRatio:
      hit !== null && read !== null && hit + read > 0
        ? Math.round((hit / (hit + read)) * 10000) / 10000
        : null,
    locks: num(locks?.n),
    slowStatements: await slowStatements(db),
  };
}

async function slowStatements(db: Kysely<Database>): Promise<DatabaseSnapshot["slowStatements"]> {
  const installed = await one(
    db,
    sql<{ n: string }>`select count(*) as n from pg_extension where extname = 'pg_stat_statements'`,
  );
  if (!num(installed?.n)) return { available: false, reason: "未安装 pg_stat_statements 扩展" };
  try {
    const result = await sql<{ query: string; calls: string; mean: string; total: string }>`
      select query, calls, mean_exec_time as mean, total_exec_time as total from pg_stat_statements
      order by mean_exec_time desc limit 10`.execute(db);
    return {
      available: true,
      rows: result.rows.map((row) => ({
        // Statements are normalised ($1, $2 …): no values reach the page.
        query: row.query.slice(0, 500),
        calls: Number(row.calls),
        meanMs: Math.round(Number(row.mean) * 100) / 100,
        totalMs: Math.round(Number(row.total) * 100) / 100,
      })),
    };
  } catch {
    return {
      available: false,
      reason: "pg_stat_statements 无法读取（需在 shared_preload_libraries 中加载）",
    };
  }
}

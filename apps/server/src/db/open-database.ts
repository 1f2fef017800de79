import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { defaultDataDir } from "../paths";
import { prepareMarkedStatements } from "./prepared-statements";
import type { Database } from "./schema";

export interface OpenDatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else is refused. */
  databaseUrl?: string;
  /** PGlite folder (relative paths resolve from the working directory) or `memory://`. Default `apps/server/data`. */
  dataDir?: string;
}

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** PostgreSQL's DATE type: kept as `yyyy-MM-dd` text so no time zone can shift a birthday. */
const DATE_OID = 1082;
/**
 * Bounds on waiting for PostgreSQL, so a request fails with 503 instead of hanging while the database is
 * unreachable: a connection (new, or a free one of the pool) within 5 s, the answer to a query within 60 s
 * (longer than any statement of a migration or an Excel import on a healthy database).
 */
const CONNECT_TIMEOUT_MS = 5_000;
const QUERY_TIMEOUT_MS = 60_000;
const MEMORY = "memory://";

/** Which database the options select, before anything is opened. */
export function resolveDatabaseTarget(options: OpenDatabaseOptions = {}): DatabaseTarget {
  const url = options.databaseUrl?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    }
    return { kind: "postgres", url };
  }
  const dir = options.dataDir?.trim();
  if (!dir) return { kind: "pglite", dataDir: defaultDataDir() };
  return { kind: "pglite", dataDir: dir.startsWith(MEMORY) ? dir : resolve(dir) };
}

/** One line for logs; the password of a PostgreSQL URL is masked. */
export function describeDatabaseTarget(target: DatabaseTarget): string {
  if (target.kind === "pglite") {
    return target.dataDir.startsWith(MEMORY) ? "PGlite (in memory)" : `PGlite at ${target.dataDir}`;
  }
  const url = new URL(target.url);
  if (url.password) url.password = "***";
  return `PostgreSQL at ${url.toString()}`;
}

/** Opens the database: PostgreSQL through a pg pool, or the embedded PGlite. Close it with `db.destroy()`. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Kysely<Database>> {
  const target = resolveDatabaseTarget(options);
  if (target.kind === "postgres") {
    // Per pool, not pg's global parser table: other pg users in the process are left alone.
    const types = new pg.TypeOverrides();
    types.setTypeParser(DATE_OID, (value: string) => value);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      types,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      // TCP keepalive notices a peer that vanished without closing the connection.
      keepAlive: true,
    });
    pool.on("connect", (client) => {
      // A connection that breaks while checked out (PostgreSQL shuts down mid-request) emits `error` on
      // its client, where pg-pool listens only while the client is idle: unheard, it would crash the
      // process. The running query fails with the same error (answered 503), and the pool drops the
      // broken client when it comes back.
      client.on("error", () => {});
      // The statements marked by executePrepared are parsed and planned once per connection.
      prepareMarkedStatements(client);
    });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: without a listener, pg re-throws the error as an uncaught exception. The pool replaces it.
    pool.on("error", (error) => console.error(`[kanya] idle database connection lost: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (!target.dataDir.startsWith(MEMORY)) mkdirSync(target.dataDir, { recursive: true });
  // What a crash can cost (bench/crash.mjs measures it): PGlite writes each commit's WAL to the folder
  // through Node's fs before it answers, so a killed process (kill -9, out of memory) loses nothing it
  // acknowledged. It never fsyncs (it runs PostgreSQL with fsync off, and Node's file system layer has no
  // fsync), so an operating-system crash or power loss can lose the last commits or damage the folder.
  // `relaxedDurability` only matters for browser storage; it is kept off so no answer precedes its write.
  const pglite = await PGlite.create(target.dataDir, {
    parsers: { [DATE_OID]: (value: string) => value },
    relaxedDurability: false,
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { inject, it } from "vitest";
import { migrateAndSeed } from "../../src/db/migrate-and-seed";
import { type OpenDatabaseOptions, openDatabase } from "../../src/db/open-database";
import type { Database } from "../../src/db/schema";

/** A database the suite runs against. Test files run their cases once per backend (`describe.each`). */
export interface Backend {
  name: "PGlite" | "PostgreSQL";
  /** This worker's shared database, migrated and seeded once. Tests that change data use unique rows. */
  db(): Promise<Kysely<Database>>;
  /** Options selecting a brand-new empty database; `dispose` removes it. */
  freshDatabase(): Promise<{ options: OpenDatabaseOptions; dispose(): Promise<void> }>;
}

/** Opened once per worker (files share the module registry, see vitest.config.ts): PGlite is heavy. */
function lazyReadyDatabase(options: OpenDatabaseOptions): () => Promise<Kysely<Database>> {
  let ready: Promise<Kysely<Database>> | undefined;
  return () => {
    ready ??= openDatabase(options).then(async (db) => {
      await migrateAndSeed(db);
      return db;
    });
    return ready;
  };
}

const pglite: Backend = {
  name: "PGlite",
  db: lazyReadyDatabase({ dataDir: "memory://" }),
  async freshDatabase() {
    // A folder rather than memory://, so tests can reopen it and see what persisted.
    const dataDir = await mkdtemp(join(tmpdir(), "kanya-pglite-"));
    return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

/**
 * Each test worker gets its own PostgreSQL database (created on first use, dropped with the run's others by
 * global-setup.ts), as each gets its own PGlite: tests that compare row counts must not see another
 * worker's writes.
 */
function workerDatabase(adminUrl: string, prefix: string): () => Promise<Kysely<Database>> {
  let ready: Promise<Kysely<Database>> | undefined;
  return () => {
    ready ??= (async () => {
      const name = `${prefix}_w${process.env.VITEST_POOL_ID ?? "0"}`;
      await adminQuery(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return lazyReadyDatabase({ databaseUrl: url.toString() })();
    })();
    return ready;
  };
}

function postgres(adminUrl: string, prefix: string): Backend {
  return {
    name: "PostgreSQL",
    db: workerDatabase(adminUrl, prefix),
    async freshDatabase() {
      const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
      await adminQuery(adminUrl, `create database ${name}`);
      const fresh = new URL(adminUrl);
      fresh.pathname = `/${name}`;
      return {
        options: { databaseUrl: fresh.toString() },
        dispose: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresUrl = inject("postgresUrl");
const postgresAdminUrl = inject("postgresAdminUrl");

/** PGlite always; PostgreSQL when the run was started with TEST_DATABASE_URL (see global-setup.ts). */
export const backends: Backend[] =
  postgresUrl && postgresAdminUrl
    ? [pglite, postgres(postgresAdminUrl, inject("postgresDbPrefix"))]
    : [pglite];

/**
 * `it` for a case that exists only on PostgreSQL (two processes on one server, LISTEN/NOTIFY, a dropped
 * connection): on PGlite the case is not defined at all, rather than reported as skipped.
 */
export function itOnPostgreSQL(backend: Backend): typeof it | ((...args: Parameters<typeof it>) => void) {
  return backend.name === "PostgreSQL" ? it : () => {};
}

import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "./schema";

/*
 * Write versions of tables (migration 0007_table_versions): what lets a process keep data derived from
 * the database in memory and still see another process's writes on the next request. A cached value is
 * stored with the version read BEFORE it was computed; it is used while a later read gives the same
 * version. The version only grows, and is read inside a query the request makes anyway.
 */

/**
 * The combined write version of `tables` as text (a sum of per-table counters that only grow, so it
 * changes whenever any of them is written). A scalar subquery: select it beside other columns.
 */
export function tableVersion(tables: readonly string[]): RawBuilder<string> {
  // One array parameter: the same statement text for any number of tables, and cheaper to plan than `in`.
  return sql<string>`(select cast(coalesce(sum(version), 0) as text) from kanya_table_version
    where table_name = any(${[...tables]}))`;
}

/**
 * The write versions of every table at one moment: read once at the start of a request (the guard's session
 * query) and used by all of the request's caches instead of a version subquery in each of its queries, which
 * PostgreSQL would plan and run every time. A value kept at version v is then as fresh as a read made when
 * the request began: a write committed before it is always seen. (So a handler that writes must not read
 * through these caches after its own write; list endpoints only read.)
 */
export interface TableVersions {
  /** The combined version of `tables`: the same text `tableVersion(tables)` reads in SQL. */
  of(tables: readonly string[]): string;
}

/**
 * Every counter as `table=version`, comma-separated (null when there is none): a scalar subquery, see
 * `toTableVersions`. One text value, which costs less to read than an array.
 */
export const allTableVersions: RawBuilder<string | null> = sql<string | null>`(select
  string_agg(table_name || '=' || version, ',') from kanya_table_version)`;

/** The versions `allTableVersions` read: a table's version is the sum of its counters, 0 without any. */
export function toTableVersions(counters: string | null): TableVersions {
  // Every request reads the counters, which stay the same text between writes: parsed once per text.
  if (last && last.counters === counters) return last.versions;
  // Counters only grow by one a write: a sum stays an exact integer far beyond any real count of writes.
  const byTable = new Map<string, number>();
  for (const counter of counters ? counters.split(",") : []) {
    const at = counter.lastIndexOf("=");
    const table = counter.slice(0, at);
    byTable.set(table, (byTable.get(table) ?? 0) + Number(counter.slice(at + 1)));
  }
  // The table lists callers ask about are constants (a cache's tables): each is summed once.
  const sums = new WeakMap<readonly string[], string>();
  const versions: TableVersions = {
    of(tables) {
      const known = sums.get(tables);
      if (known !== undefined) return known;
      let sum = 0;
      // Each table once, as `table_name = any(…)` counts it.
      for (let i = 0; i < tables.length; i++) {
        const table = tables[i] as string;
        if (tables.indexOf(table) === i) sum += byTable.get(table) ?? 0;
      }
      const text = String(sum);
      sums.set(tables, text);
      return text;
    },
  };
  last = { counters, versions };
  return versions;
}

/** The counters last parsed, and their versions. */
let last: { readonly counters: string | null; readonly versions: TableVersions } | undefined;

/** Reads the combined version of `tables` on its own (one round trip). */
export async function readTableVersion(db: Kysely<Database>, tables: readonly string[]): Promise<string> {
  const { rows } = await sql<{ v: string }>`select ${tableVersion(tables)} as v`.execute(db);
  return rows[0]?.v ?? "0";
}

const versionedByDb = new WeakMap<Kysely<Database>, Promise<ReadonlySet<string>>>();

/**
 * The tables whose writes bump a version (they carry the trigger). A cache may only rely on these: a
 * table added later without the trigger would never change its version. Read once per database handle,
 * since migrations have run before the app serves.
 */
export function versionedTables(db: Kysely<Database>): Promise<ReadonlySet<string>> {
  let pending = versionedByDb.get(db);
  if (!pending) {
    pending = sql<{ name: string }>`select c.relname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'kanya_table_version' and c.relnamespace = current_schema()::regnamespace`
      .execute(db)
      .then(({ rows }) => new Set(rows.map((row) => row.name)));
    pending.catch(() => versionedByDb.delete(db));
    versionedByDb.set(db, pending);
  }
  return pending;
}

/**
 * Folds the counters of backends that have ended into slot 0, keeping every table's sum: without it
 * each new pooled connection that writes would add rows for good. Rows a live transaction holds are
 * skipped, so this never waits for (or deadlocks with) a writer. PostgreSQL only: PGlite has one backend.
 */
export async function compactTableVersions(db: Kysely<Database>): Promise<void> {
  await sql`with gone as (
      select table_name, slot from kanya_table_version
      where slot <> 0 and slot not in (select pid from pg_stat_activity where pid is not null)
      for update skip locked
    ), removed as (
      delete from kanya_table_version v using gone g
      where v.table_name = g.table_name and v.slot = g.slot
      returning v.table_name, v.version
    )
    insert into kanya_table_version as v (table_name, slot, version)
    select table_name, 0, sum(version) from removed group by table_name
    on conflict (table_name, slot) do update set version = v.version + excluded.version`.execute(db);
}

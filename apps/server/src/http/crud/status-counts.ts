import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { readTableVersion, type TableVersions } from "../../db/table-versions";
import { countIdentity } from "../list/count-cache";

/** One status and how many records have it: the original front end's `allStatus` item (`coun`, sic). */
export interface StatusCount {
  readonly status: unknown;
  readonly coun: number;
}

/** Counts kept per query (SQL and parameters) with the write version of the tables it reads. */
interface KeptCounts {
  readonly version: string;
  readonly counts: StatusCount[];
}
/** Distinct queries remembered per database; the least recently used go first. */
const MAX_QUERIES = 500;
const keptByDb = new WeakMap<object, Map<string, KeptCounts>>();

/**
 * The records of `table` counted per value of `column`, within the rows `scoped` keeps (tenant, scope):
 * the tab badges of a list page with status tabs. Counted once per write version of the table, as list
 * totals are (../list/count-cache.ts): a million orders' tabs cost one version read until a write, and
 * none with `versions` (the request's, read with its session).
 */
export async function statusCounts(
  // biome-ignore lint/suspicious/noExplicitAny: the table is the resource's, chosen at run time
  db: Kysely<any>,
  table: string,
  column: string,
  // biome-ignore lint/suspicious/noExplicitAny: as above
  scoped: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>,
  versions?: TableVersions,
): Promise<StatusCount[]> {
  const query = db
    .selectFrom(table)
    .select([sql.ref(column).as("status"), sql<string>`count(*)`.as("coun")])
    .groupBy(sql.ref(column));
  const counting = scoped(query);
  const identity = await countIdentity(db, counting);
  const version = identity
    ? (versions?.of(identity.tables) ?? (await readTableVersion(db, identity.tables)))
    : undefined;
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = new Map();
    keptByDb.set(db, kept);
  }
  const hit = identity ? kept.get(identity.key) : undefined;
  if (identity && hit && hit.version === version) {
    kept.delete(identity.key);
    kept.set(identity.key, hit);
    return hit.counts;
  }
  const rows = (await counting.execute()) as { status: unknown; coun: unknown }[];
  const counts = rows.map((row) => ({ status: row.status, coun: Number(row.coun) }));
  // Counted no earlier than the version was read: a write in between makes the next request count again.
  if (identity && version !== undefined) {
    kept.delete(identity.key);
    kept.set(identity.key, { version, counts });
    if (kept.size > MAX_QUERIES) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
  }
  return counts;
}

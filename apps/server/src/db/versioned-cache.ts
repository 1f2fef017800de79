import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { type TableVersions, versionedTables } from "./table-versions";

/*
 * Values derived from a few tables, kept in memory per key and tagged with the tables' combined write
 * version (table-versions.ts) as the request read it with its session, before the value was loaded. A later
 * request that reads the same version gets the kept value without a round trip; a write to any of the
 * tables through any process changes the version, and the next request loads afresh. Without versions (a
 * caller outside a guarded request), or when one of the tables bumps no version, every call loads.
 */
export interface VersionedCache<V> {
  /** The value of `key` as of `versions` or later. */
  get(key: string, versions: TableVersions | undefined): Promise<V>;
}

/** Far above the keys (users, departments) active at once; past it the cache starts over. */
const MAX_KEYS = 10_000;

export function createVersionedCache<V>(
  db: Kysely<Database>,
  tables: readonly string[],
  load: (key: string) => Promise<V>,
  maxKeys = MAX_KEYS,
): VersionedCache<V> {
  // A pending load is shared, so a burst of requests loads once; a failed one is dropped.
  const entries = new Map<string, { version: string; value: Promise<V> }>();
  let cacheable: Promise<boolean> | undefined;
  const tablesAreVersioned = () => {
    cacheable ??= versionedTables(db).then(
      (versioned) => tables.every((table) => versioned.has(table)),
      (error: unknown) => {
        cacheable = undefined;
        throw error;
      },
    );
    return cacheable;
  };
  return {
    async get(key, versions) {
      if (!versions || !(await tablesAreVersioned())) return load(key);
      const version = versions.of(tables);
      const kept = entries.get(key);
      if (kept?.version === version) return kept.value;
      if (entries.size >= maxKeys) entries.clear();
      const entry = { version, value: load(key) };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
  };
}

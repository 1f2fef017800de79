import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A bounded least-recently-used map per database, for what the list engine keeps between requests. */
export interface LruPerDatabase<V> {
  /** The value of `key`, now the most recently used; undefined when none is kept. */
  get(db: Kysely<Database>, key: string): V | undefined;
  /** Keeps `value` under `key`; past the bound the least recently used entry goes. */
  set(db: Kysely<Database>, key: string, value: V): void;
  delete(db: Kysely<Database>, key: string): void;
}

/** Entries per database (a WeakMap: a database closed and dropped takes its entries with it). */
export function lruPerDatabase<V>(maxEntries: number): LruPerDatabase<V> {
  const byDb = new WeakMap<Kysely<Database>, Map<string, V>>();
  const of = (db: Kysely<Database>) => {
    let entries = byDb.get(db);
    if (!entries) {
      entries = new Map();
      byDb.set(db, entries);
    }
    return entries;
  };
  return {
    get(db, key) {
      const entries = of(db);
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-inserting keeps the Map in least-recently-used order.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(db, key, value) {
      const entries = of(db);
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    delete(db, key) {
      of(db).delete(key);
    },
  };
}

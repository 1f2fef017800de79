import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { CountIdentity } from "./count-cache";
import { lruPerDatabase } from "./lru-per-database";

/*
 * The rows of list pages, kept like their totals (count-cache.ts): per query, sort and page, with the write
 * version of the tables the query reads. A request whose versions were read when it began (the session
 * query) and that asks for a page kept at those versions is answered without the page query: a queue that
 * many staff keep open (今日待处理, one channel's orders) costs the database nothing until it is written.
 * The rows are the table's own; the records are still built from them on every request, so what
 * `toRecords` and the dictionary texts read stays as fresh as their own caches make it.
 */

/**
 * Pages remembered per database, least recently used first out; pages of at most 50 rows (JeecgBoot pages hold
 * 10, 20, 30 or 50), so the pages kept never hold more than 25,000 rows.
 */
const MAX_PAGES = 500;
export const MAX_KEPT_PAGE_SIZE = 50;

type Row = Record<string, unknown>;

interface KeptPage {
  readonly version: string;
  readonly rows: readonly Readonly<Row>[];
}

const pages = lruPerDatabase<KeptPage>(MAX_PAGES);
/** `LIST_PAGE_CACHE=0` reads every page from the database (to measure or rule out the kept pages). */
const keeping = () => process.env.LIST_PAGE_CACHE?.trim() !== "0";

/** Which page of a query: the query's identity, then its order and window (`where` is in the identity). */
export function pageKey(identity: CountIdentity, order: string, pageSize: number, offset: number): string {
  return `${identity.key}\u0001${order}\u0001${pageSize}\u0001${offset}`;
}

/** The rows kept for `key` at exactly `version`, as fresh copies a caller may change; else undefined. */
export function keptPageRows(db: Kysely<Database>, key: string, version: string): Row[] | undefined {
  const kept = keeping() ? pages.get(db, key) : undefined;
  if (!kept) return undefined;
  if (kept.version !== version) {
    pages.delete(db, key);
    return undefined;
  }
  return kept.rows.map((row) => ({ ...row }));
}

/** Remembers a page's rows as read no earlier than the moment `version` was read. */
export function rememberPageRows(
  db: Kysely<Database>,
  key: string,
  version: string,
  rows: readonly Row[],
): void {
  if (rows.length > MAX_KEPT_PAGE_SIZE || !keeping()) return;
  // Copies: the caller goes on to build records from its rows.
  pages.set(db, key, { version, rows: rows.map((row) => ({ ...row })) });
}

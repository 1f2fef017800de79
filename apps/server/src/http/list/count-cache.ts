import type { Compilable, Kysely, OperationNode } from "kysely";
import type { Database } from "../../db/schema";
import { versionedTables } from "../../db/table-versions";
import { lruPerDatabase } from "./lru-per-database";

/*
 * The totals of list queries, kept per query (its SQL and parameters) with the write version of the tables
 * it reads (src/db/table-versions.ts). The page query reads that version beside its rows, so a page whose
 * total is known costs one round trip instead of counting every matching row again; a write through any
 * process changes the version and the next request counts afresh.
 */

/** How one count query is cached: its identity and the tables whose version decides if a total is current. */
export interface CountIdentity {
  readonly key: string;
  readonly tables: readonly string[];
}

export interface CachedTotal {
  readonly version: string;
  readonly total: number;
}

/** Distinct queries remembered per database; the least recently used go first. */
const MAX_QUERIES = 2_000;
const totals = lruPerDatabase<CachedTotal>(MAX_QUERIES);
/** The tables each count statement reads (null: unknown), by its text: the same for every parameter. */
const tablesBySql = new Map<string, string[] | null>();

/**
 * The count query's identity, or undefined when its total cannot be cached: it reads a table whose writes
 * bump no version, or raw SQL that might read one unseen.
 */
export async function countIdentity(
  db: Kysely<Database>,
  query: Compilable,
): Promise<CountIdentity | undefined> {
  const compiled = query.compile();
  let tables = tablesBySql.get(compiled.sql);
  if (tables === undefined) {
    tables = tablesRead(compiled.query) ?? null;
    if (tablesBySql.size >= MAX_QUERIES) tablesBySql.clear();
    tablesBySql.set(compiled.sql, tables);
  }
  if (!tables) return undefined;
  const versioned = await versionedTables(db);
  if (!tables.every((table) => versioned.has(table))) return undefined;
  return { key: `${compiled.sql}\u0000${JSON.stringify(compiled.parameters, bigintAsText)}`, tables };
}

/** The last total counted for the query, with the version it is valid at (whatever the version is now). */
export function cachedTotal(db: Kysely<Database>, identity: CountIdentity): CachedTotal | undefined {
  return totals.get(db, identity.key);
}

/** Remembers `total` as counted no earlier than the moment `version` was read. */
export function rememberTotal(
  db: Kysely<Database>,
  identity: CountIdentity,
  version: string,
  total: number,
): void {
  totals.set(db, identity.key, { version, total });
}

function bigintAsText(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? value.toString() : value;
}

/** Raw SQL that names a table Kysely cannot see. */
const READS_TABLE = /\b(from|join)\b/i;

/** Every table the query names, or undefined when raw SQL in it may read others. */
export function tablesRead(root: OperationNode): string[] | undefined {
  const tables = new Set<string>();
  let opaque = false;
  const visit = (value: unknown): void => {
    if (opaque || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const node = value as { kind?: string; table?: { identifier?: { name?: string } } };
    // A column reference names a table (or an alias) already read elsewhere in the query.
    if (node.kind === "ReferenceNode") return;
    if (node.kind === "TableNode" && node.table?.identifier?.name) tables.add(node.table.identifier.name);
    if (
      node.kind === "RawNode" &&
      (node as { sqlFragments: string[] }).sqlFragments.some((f) => READS_TABLE.test(f))
    ) {
      opaque = true;
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return opaque ? undefined : [...tables].sort();
}

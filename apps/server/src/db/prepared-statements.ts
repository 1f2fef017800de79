import { createHash } from "node:crypto";
import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from "kysely";
import type pg from "pg";
import type { Database } from "./schema";

/*
 * Named (prepared) statements on PostgreSQL for the few queries that run on every request with the same
 * shape, such as the guard's session lookup: PostgreSQL then parses and plans them once per connection and
 * reuses a generic plan, instead of planning anew each time (for the session lookup, planning costs several
 * times its execution). Only queries marked by `executePrepared` are named: a list query with skewed
 * filters needs a plan made for its actual values, and arbitrary query texts would pile up per connection.
 */

/** The query texts to prepare. Query shapes are written in code, so the set stays small; it is capped anyway. */
const preparable = new Map<string, string>();
const MAX_PREPARABLE = 200;

/** Executes the query as a prepared statement where the driver supports it (PostgreSQL), else as usual. */
export function executePrepared<R>(db: Kysely<Database>, query: Compilable<R>): Promise<QueryResult<R>> {
  const compiled = query.compile();
  if (!preparable.has(compiled.sql) && preparable.size < MAX_PREPARABLE) {
    preparable.set(
      compiled.sql,
      `kanya_${createHash("sha1").update(compiled.sql).digest("hex").slice(0, 20)}`,
    );
  }
  return db.executeQuery(compiled);
}

/** Marks where a value of `compiledOnce`'s query goes; typed `never` so it fits any value's place. */
export type Slot<P extends string> = (name: P) => never;

/**
 * A query of fixed shape built and compiled once, with a placeholder (`slot(name)`) where each run's value
 * goes: for a query that runs on every request, building and compiling it anew costs more than its values.
 */
export function compiledOnce<P extends string, R>(
  build: (slot: Slot<P>) => Compilable<R>,
): (values: Readonly<Record<P, unknown>>) => Compilable<R> {
  let template: CompiledQuery<R> | undefined;
  let slots: (P | undefined)[] = [];
  return (values) => ({
    compile() {
      if (!template) {
        const placeholders = new Map<object, P>();
        template = build((name) => {
          const placeholder = {};
          placeholders.set(placeholder, name);
          return placeholder as never;
        }).compile();
        slots = template.parameters.map((value) => placeholders.get(value as object));
      }
      const constants = template.parameters;
      const parameters = slots.map((name, i) => (name === undefined ? constants[i] : values[name]));
      return { ...template, queryId: createQueryId(), parameters };
    },
  });
}

/** PostgreSQL's answer when a prepared `select *` meets a table whose columns changed (a migration). */
const STALE_PLAN_CODE = "0A000";
const STALE_PLAN_MESSAGE = "cached plan must not change result type";

/** What pg's connection remembers of the statements it has prepared (name → text). */
interface PreparedStatementsOf {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/**
 * Makes a pg client send the marked query texts as named statements (call it from the pool's `connect`
 * event). Only `query(text, values)` without a callback, the form Kysely uses, is changed.
 */
export function prepareMarkedStatements(client: pg.ClientBase): void {
  const plain = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const named = (config: pg.QueryConfig) => plain(config);
  const replaced = (...args: unknown[]) => {
    const [text, values, callback] = args;
    const name = typeof text === "string" && callback === undefined ? preparable.get(text) : undefined;
    if (name === undefined || !(values === undefined || Array.isArray(values))) return plain(...args);
    const config = { name, text: text as string, values: values as unknown[] | undefined };
    return named(config).catch(async (error: { code?: string; message?: string }) => {
      if (error?.code !== STALE_PLAN_CODE || !error.message?.includes(STALE_PLAN_MESSAGE)) throw error;
      // Forget the statement on this connection and prepare it again for the table as it is now.
      await plain(`deallocate ${name}`);
      const { connection } = client as unknown as { connection: PreparedStatementsOf };
      delete connection.parsedStatements[name];
      delete connection.submittedNamedStatements[name];
      return named(config);
    });
  };
  client.query = replaced as typeof client.query;
}

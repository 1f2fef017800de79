import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import type { Database } from "./schema";

/**
 * A Kysely that compiles PostgreSQL and never connects: for unit tests that look at the SQL and parameters
 * a query builds (no database needed).
 */
export const compileOnlyDb = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from "kysely";
import type { Database } from "../../src/db/schema";

/** What a driver error can look like: SQL and table names that must never reach a caller. */
export const LEAKY_ERROR = 'relation "sys_user" does not exist: select "password", "salt" from "sys_user"';

/** A database whose every query fails, to see how the app answers unexpected errors. */
export function failingDatabase(): Kysely<Database> {
  const connection: DatabaseConnection = {
    executeQuery: async () => {
      throw new Error(LEAKY_ERROR);
    },
    // biome-ignore lint/correctness/useYield: never streams; it fails like executeQuery
    streamQuery: async function* () {
      throw new Error(LEAKY_ERROR);
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createIntrospector: (db) => new PostgresIntrospector(db),
    },
  });
}

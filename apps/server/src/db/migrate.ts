import type { Kysely } from "kysely";
import { type MigrationResult, Migrator } from "kysely/migration";
import { migrations } from "./migrations";
import type { Database } from "./schema";

/**
 * Brings the schema up to date. Kysely's Migrator takes a PostgreSQL advisory lock, so instances starting
 * together against one database apply each migration once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Modules add their own migrations; one written later may sort before one already applied.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r: MigrationResult) => r.status === "Error")?.migrationName;
    throw new Error(`Database migration ${failed ?? ""} failed: ${describe(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import type { Kysely } from "kysely";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";
import { seedIfEmpty } from "./seed";
import { syncSeedPermissions } from "./seed/permission-rows";

export interface MigrateAndSeedResult {
  /** Migrations applied by this call (empty when the schema was current). */
  applied: string[];
  /** Whether the database was empty and got the demo data. */
  seeded: boolean;
}

/**
 * Makes a database ready to serve: schema up to date, demo data in place when it was empty. The demo data is
 * dated around `now` (a frozen clock gives the same rows on every run).
 */
export async function migrateAndSeed(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<MigrateAndSeedResult> {
  const applied = await migrateToLatest(db);
  const seeded = await seedIfEmpty(db, now);
  // An existing database picks up permission codes (and menus) added since it was seeded.
  await syncSeedPermissions(db);
  return { applied, seeded };
}

import type { Migration } from "kysely/migration";
import * as m0001 from "./0001_system";
import * as m0002 from "./0002_kanya";

/** Every migration, in order. Names are permanent: Kysely records them in `kysely_migration`. */
export const migrations: Readonly<Record<string, Migration>> = {
  "0001_system": m0001,
  "0002_kanya": m0002,
};

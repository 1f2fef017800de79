import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const SECRET_KEY = "auth.token_secret";

/**
 * The token-signing secret: created at random by the first instance that needs it and kept in
 * `kanya_setting`, so every instance on the same database signs and verifies alike. The insert is
 * conflict-free, so instances racing at first start agree on one value.
 */
export async function loadOrCreateTokenSecret(db: Kysely<Database>, now: Date): Promise<string> {
  await db
    .insertInto("kanya_setting")
    .values({ key: SECRET_KEY, value: randomBytes(48).toString("base64url"), update_time: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("kanya_setting")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

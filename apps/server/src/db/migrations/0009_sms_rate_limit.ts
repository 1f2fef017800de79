import type { Kysely } from "kysely";

/*
 * `kanya_sms_rate`: `/sys/sms` requests per client address in the current one-minute window (JeecgBoot's
 * DySmsLimit), kept in the database so every server process counts the same requests. Keys are digests of
 * the address; rows of ended windows are deleted as new requests come (see src/auth/sms-rate-limit.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("kanya_sms_rate")
    .addColumn("key_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("window_started_at", "timestamptz", (c) => c.notNull())
    .addColumn("request_count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("kanya_sms_rate").ifExists().execute();
}

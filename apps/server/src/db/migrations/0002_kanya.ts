import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

/** Kanya's own tables: sessions (tokens live in the database so instances share them) and settings. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("kanya_session")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("user_id", "varchar(32)", (c) => c.notNull())
    .addColumn("username", "varchar(100)", (c) => c.notNull())
    .addColumn("tenant_id", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await db.schema.createIndex("idx_ks_user_id").on("kanya_session").column("user_id").execute();

  await db.schema
    .createTable("kanya_setting")
    .addColumn("key", "varchar(100)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("update_time", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("kanya_setting").ifExists().execute();
  await db.schema.dropTable("kanya_session").ifExists().execute();
}

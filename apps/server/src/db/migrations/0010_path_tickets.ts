import type { Kysely } from "kysely";

/*
 * `kanya_path_ticket`: single-use tickets that let a browser open one guarded path by a plain link (an Excel
 * export) without the token in the URL (see src/auth/path-tickets.ts). Only a digest of the ticket is
 * stored; a ticket goes with its session (deleted with it) and lives at most a minute.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("kanya_path_ticket")
    .addColumn("ticket_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("session_id", "varchar(32)", (c) =>
      c.notNull().references("kanya_session.id").onDelete("cascade"),
    )
    .addColumn("path", "varchar(255)", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("idx_kpt_session_id").on("kanya_path_ticket").column("session_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("kanya_path_ticket").ifExists().execute();
}

import type { Kysely } from "kysely";

/* `kanya_session.ip`: the address a session signed in from, shown on the online-users page (在线用户). */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("kanya_session").addColumn("ip", "varchar(64)").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("kanya_session").dropColumn("ip").execute();
}

import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

/**
 * Users and roles: indexes for the list endpoints. The user list's default order is
 * `create_time desc nulls last, id` (src/http/list), which this index serves directly; roles are read by
 * tenant on every role request.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index if not exists idx_su_create_time on sys_user (create_time desc nulls last, id)`.execute(
    db,
  );
  await db.schema.createIndex("idx_sr_tenant_id").ifNotExists().on("sys_role").column("tenant_id").execute();
  await db.schema
    .createIndex("idx_sur_tenant_id")
    .ifNotExists()
    .on("sys_user_role")
    .column("tenant_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("idx_sur_tenant_id").ifExists().execute();
  await db.schema.dropIndex("idx_sr_tenant_id").ifExists().execute();
  await db.schema.dropIndex("idx_su_create_time").ifExists().execute();
}

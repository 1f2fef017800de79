import { type Kysely, sql } from "kysely";

/*
 * Indexes for the list views people open most, so their page is read in index order and a total that has to
 * be counted (see src/http/list/count-cache.ts) is an index-only scan over the matching entries alone:
 * - the user list filtered by status and sex (newest first); `username` is included because every user list
 *   excludes JeecgBoot's reserved account by name;
 * - the log list by log type and operation type over a time range (newest first).
 * Sort columns are declared `desc nulls last, id` as the lists sort (see migration 0004).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index idx_su_status_sex_create_time
    on sys_user (del_flag, status, sex, create_time desc nulls last, id) include (username)`.execute(db);
  await sql`create index idx_sl_log_type_operate_type_create_time
    on sys_log (log_type, operate_type, create_time desc nulls last, id) include (tenant_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists idx_sl_log_type_operate_type_create_time`.execute(db);
  await sql`drop index if exists idx_su_status_sex_create_time`.execute(db);
}

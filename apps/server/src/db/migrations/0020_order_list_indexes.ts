import { type Kysely, sql } from "kysely";

/*
 * The service order list at a million rows (issue 16, bench/business.mjs): its pages are read in index order
 * as the list sorts them (`create_time desc nulls last, id`, see migration 0008), so a page of one channel
 * and status — or of one channel, or of all orders — stops after its rows instead of sorting every match;
 * its totals and status counts are index-only scans over the channel's entries. They replace 0013's
 * (channel_id, status, create_time) and (create_time) indexes, whose order the list could not use.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index idx_biz_service_order_list
    on biz_service_order (channel_id, status, create_time desc nulls last, id)`.execute(db);
  await sql`create index idx_biz_service_order_channel_list
    on biz_service_order (channel_id, create_time desc nulls last, id)`.execute(db);
  await sql`create index idx_biz_service_order_all_list
    on biz_service_order (create_time desc nulls last, id)`.execute(db);
  await sql`drop index if exists idx_biz_service_order_channel_status`.execute(db);
  await sql`drop index if exists idx_biz_service_order_time`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`create index idx_biz_service_order_time on biz_service_order (create_time)`.execute(db);
  await sql`create index idx_biz_service_order_channel_status
    on biz_service_order (channel_id, status, create_time)`.execute(db);
  await sql`drop index if exists idx_biz_service_order_all_list`.execute(db);
  await sql`drop index if exists idx_biz_service_order_channel_list`.execute(db);
  await sql`drop index if exists idx_biz_service_order_list`.execute(db);
}

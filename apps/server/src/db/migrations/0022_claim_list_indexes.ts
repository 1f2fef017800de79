import { type Kysely, sql } from "kysely";

/*
 * The claims list at 100,000 claims (issue 16, bench/business.mjs): an insurer's desk reads its own channel
 * (channel scoping), most often by status, newest first, in the list's order (`create_time desc nulls last,
 * id`, see migration 0008). These indexes let such a page stop after its rows, and carry the claimed amount
 * so the 高级查询 on it (≥ an amount) and the total are answered from the index without visiting each claim.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await sql`create index idx_biz_claim_list
    on biz_claim (channel_id, status, create_time desc nulls last, id) include (claimed_amount)`.execute(db);
  await sql`create index idx_biz_claim_channel_list
    on biz_claim (channel_id, create_time desc nulls last, id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists idx_biz_claim_channel_list`.execute(db);
  await sql`drop index if exists idx_biz_claim_list`.execute(db);
}

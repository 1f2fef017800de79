import { type Kysely, sql } from "kysely";

/*
 * One history for every status flow (packages/resources/src/status-flow.ts): each move of an order, a
 * claim, a work order, a consultation or a dentistry order is a row naming its flow and record. The
 * service orders' own table (0013) is folded in, so one engine reads and writes them all.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("biz_record_transition")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("flow", "varchar(32)", (c) => c.notNull())
    .addColumn("record_id", "varchar(36)", (c) => c.notNull())
    .addColumn("from_status", "varchar(4)")
    .addColumn("to_status", "varchar(4)", (c) => c.notNull())
    .addColumn("remark", "varchar(500)")
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .execute();
  await db.schema
    .createIndex("idx_biz_record_transition_record")
    .on("biz_record_transition")
    .columns(["flow", "record_id", "create_time"])
    .execute();
  await sql`insert into biz_record_transition (id, flow, record_id, from_status, to_status, remark, create_by, create_time)
    select id, 'serviceOrder', order_id, from_status, to_status, remark, create_by, create_time
    from biz_service_order_transition`.execute(db);
  await db.schema.dropTable("biz_service_order_transition").execute();
  await sql`create trigger kanya_table_version after insert or update or delete or truncate on biz_record_transition
    for each statement execute function kanya_table_version_bump()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("biz_record_transition").execute();
}

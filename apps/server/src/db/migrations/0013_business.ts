import { type Kysely, sql } from "kysely";

/*
 * The health-services business, first part (issue 16; model in packages/resources/README.md): channels,
 * customers, member cards, patients, hospitals, doctors, service orders and the orders' status
 * transitions. Every table carries JeecgBoot's audit columns and the write-version trigger the list
 * engine's count cache reads (migration 0007). Amounts are numeric(12,2); dates of a day are `date`.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

const TABLES = [
  "biz_channel",
  "biz_customer",
  "biz_member_card",
  "biz_patient",
  "biz_hospital",
  "biz_doctor",
  "biz_service_order",
  "biz_service_order_transition",
];

export async function up(db: AnyDb): Promise<void> {
  const audit = (t: string) =>
    db.schema
      .createTable(t)
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("create_by", "varchar(50)")
      .addColumn("create_time", "timestamptz")
      .addColumn("update_by", "varchar(50)")
      .addColumn("update_time", "timestamptz");

  await audit("biz_channel")
    .addColumn("code", "varchar(10)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("type", "varchar(2)")
    .addColumn("contact_name", "varchar(20)")
    .addColumn("contact_phone", "varchar(20)")
    .addColumn("depart_ids", "varchar(500)")
    .addColumn("status", "varchar(2)", (c) => c.defaultTo("1"))
    .addColumn("remark", "varchar(500)")
    .execute();
  await audit("biz_customer")
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("type", "varchar(2)")
    .addColumn("mobile", "varchar(11)", (c) => c.unique())
    .addColumn("channel_id", "varchar(10)")
    .addColumn("is_member", "varchar(1)", (c) => c.defaultTo("N"))
    .addColumn("member_level", "varchar(2)")
    .addColumn("email", "varchar(100)")
    .addColumn("address", "varchar(200)")
    .addColumn("remark", "varchar(500)")
    .execute();
  await audit("biz_member_card")
    .addColumn("card_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("card_type", "varchar(2)")
    .addColumn("channel_id", "varchar(10)")
    .addColumn("customer_id", "varchar(32)")
    .addColumn("holder_name", "varchar(50)")
    .addColumn("activation_code", "varchar(32)")
    .addColumn("activate_time", "timestamptz")
    .addColumn("valid_from", "date")
    .addColumn("valid_to", "date")
    .addColumn("remaining_times", "integer")
    .addColumn("balance", "numeric(12, 2)")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("0"))
    .execute();
  await audit("biz_patient")
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("sex", "varchar(2)")
    .addColumn("birthday", "date")
    .addColumn("id_card", "varchar(18)", (c) => c.unique())
    .addColumn("mobile", "varchar(11)")
    .addColumn("record_no", "varchar(32)", (c) => c.unique())
    .addColumn("allergies", "varchar(500)")
    .addColumn("channel_id", "varchar(10)")
    .addColumn("customer_id", "varchar(32)")
    .addColumn("member_card_id", "varchar(32)")
    .execute();
  await audit("biz_hospital")
    .addColumn("name", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("level", "varchar(2)")
    .addColumn("area", "varchar(20)")
    .addColumn("area_text", "varchar(100)")
    .addColumn("address", "varchar(200)")
    .addColumn("departments", "varchar(500)")
    .addColumn("phone", "varchar(20)")
    .addColumn("cooperation_status", "varchar(2)", (c) => c.defaultTo("1"))
    .execute();
  await audit("biz_doctor")
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("hospital_id", "varchar(32)")
    .addColumn("hospital_name", "varchar(100)")
    .addColumn("department", "varchar(50)")
    .addColumn("title", "varchar(2)")
    .addColumn("specialty", "varchar(500)")
    .addColumn("schedule", "varchar(200)")
    .addColumn("status", "varchar(2)", (c) => c.defaultTo("1"))
    .execute();
  await audit("biz_service_order")
    .addColumn("order_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("channel_id", "varchar(10)")
    .addColumn("service_type", "varchar(2)")
    .addColumn("customer_id", "varchar(32)")
    .addColumn("customer_name", "varchar(50)")
    .addColumn("patient_id", "varchar(32)")
    .addColumn("patient_name", "varchar(50)")
    .addColumn("hospital_id", "varchar(32)")
    .addColumn("hospital_name", "varchar(100)")
    .addColumn("doctor_id", "varchar(32)")
    .addColumn("doctor_name", "varchar(50)")
    .addColumn("appointment_time", "timestamptz")
    .addColumn("amount", "numeric(12, 2)", (c) => c.notNull())
    .addColumn("paid_amount", "numeric(12, 2)")
    .addColumn("pay_method", "varchar(2)")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("1"))
    .addColumn("remark", "varchar(500)")
    .execute();
  // The order list's usual question: one channel's orders of a status, newest first.
  await db.schema
    .createIndex("idx_biz_service_order_channel_status")
    .on("biz_service_order")
    .columns(["channel_id", "status", "create_time"])
    .execute();
  await db.schema
    .createIndex("idx_biz_service_order_time")
    .on("biz_service_order")
    .column("create_time")
    .execute();
  await audit("biz_service_order_transition")
    .addColumn("order_id", "varchar(36)", (c) => c.notNull())
    .addColumn("from_status", "varchar(2)", (c) => c.notNull())
    .addColumn("to_status", "varchar(2)", (c) => c.notNull())
    .addColumn("remark", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("idx_biz_service_order_transition_order")
    .on("biz_service_order_transition")
    .columns(["order_id", "create_time"])
    .execute();
  await db.schema.createIndex("idx_biz_doctor_hospital").on("biz_doctor").column("hospital_id").execute();

  for (const table of TABLES) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}

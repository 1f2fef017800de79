import { type Kysely, sql } from "kysely";

/*
 * The dentistry store system (issue 16; model in packages/resources/README.md): stores (each tied to the
 * department whose users work there), dentists, the stores' patients, orders (appointments) and their
 * treatment items. The orders' status moves are in the shared `biz_record_transition` (0016). Audit
 * columns and the write-version trigger (0007) as every business table.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

const TABLES = [
  "biz_dentistry_store",
  "biz_dentist",
  "biz_dentistry_patient",
  "biz_dentistry_order",
  "biz_dentistry_treatment_item",
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

  await audit("biz_dentistry_store")
    .addColumn("name", "varchar(50)", (c) => c.notNull().unique())
    .addColumn("area", "varchar(20)")
    .addColumn("area_text", "varchar(100)")
    .addColumn("address", "varchar(200)", (c) => c.notNull())
    .addColumn("hours", "varchar(50)")
    .addColumn("phone", "varchar(20)")
    .addColumn("depart_id", "varchar(36)", (c) => c.notNull())
    .addColumn("depart_name", "varchar(100)")
    .addColumn("status", "varchar(2)", (c) => c.defaultTo("1"))
    .execute();
  await audit("biz_dentist")
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("store_id", "varchar(36)", (c) => c.notNull())
    .addColumn("store_name", "varchar(50)")
    .addColumn("title", "varchar(2)")
    .addColumn("specialty", "varchar(500)")
    .addColumn("schedule", "varchar(200)")
    .addColumn("status", "varchar(2)", (c) => c.defaultTo("1"))
    .execute();
  await db.schema.createIndex("idx_biz_dentist_store").on("biz_dentist").column("store_id").execute();
  await audit("biz_dentistry_patient")
    .addColumn("name", "varchar(50)", (c) => c.notNull())
    .addColumn("sex", "varchar(2)")
    .addColumn("birthday", "date")
    .addColumn("mobile", "varchar(11)", (c) => c.notNull())
    .addColumn("id_card", "varchar(18)", (c) => c.unique())
    .addColumn("record_no", "varchar(32)", (c) => c.unique())
    .addColumn("store_id", "varchar(36)", (c) => c.notNull())
    .addColumn("store_name", "varchar(50)")
    .addColumn("allergies", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("idx_biz_dentistry_patient_store")
    .on("biz_dentistry_patient")
    .columns(["store_id", "create_time"])
    .execute();
  await audit("biz_dentistry_order")
    .addColumn("order_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("store_id", "varchar(36)", (c) => c.notNull())
    .addColumn("store_name", "varchar(50)")
    .addColumn("patient_id", "varchar(36)", (c) => c.notNull())
    .addColumn("patient_name", "varchar(50)")
    .addColumn("patient_mobile", "varchar(11)")
    .addColumn("dentist_id", "varchar(36)")
    .addColumn("dentist_name", "varchar(50)")
    .addColumn("appointment_time", "timestamptz", (c) => c.notNull())
    .addColumn("amount", "numeric(12, 2)", (c) => c.notNull().defaultTo(0))
    .addColumn("paid_amount", "numeric(12, 2)")
    .addColumn("pay_method", "varchar(2)")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("1"))
    .addColumn("remark", "varchar(500)")
    .execute();
  // The front desk's question: one store's appointments of a day, by time.
  await db.schema
    .createIndex("idx_biz_dentistry_order_store_time")
    .on("biz_dentistry_order")
    .columns(["store_id", "appointment_time"])
    .execute();
  await audit("biz_dentistry_treatment_item")
    .addColumn("order_id", "varchar(36)", (c) => c.notNull())
    .addColumn("sort_no", "integer", (c) => c.notNull())
    .addColumn("item", "varchar(4)", (c) => c.notNull())
    .addColumn("tooth", "varchar(2)")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "numeric(12, 2)", (c) => c.notNull())
    .addColumn("amount", "numeric(12, 2)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idx_biz_dentistry_treatment_item_order")
    .on("biz_dentistry_treatment_item")
    .columns(["order_id", "sort_no"])
    .execute();

  for (const table of TABLES) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}

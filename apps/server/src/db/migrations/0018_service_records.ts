import { type Kysely, sql } from "kysely";

/*
 * The customer-service records (issue 16; model in packages/resources/README.md): work orders (工单) and
 * their handling records, video and phone consultations (问诊) in one table by `kind`, and health reports
 * (健康报告). Their status moves are the shared history's (biz_record_transition, 0016). Audit columns and
 * the write-version trigger as every business table (0007, 0013).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

const TABLES = ["biz_work_order", "biz_work_order_record", "biz_consultation", "biz_health_report"];

export async function up(db: AnyDb): Promise<void> {
  const audit = (t: string) =>
    db.schema
      .createTable(t)
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("create_by", "varchar(50)")
      .addColumn("create_time", "timestamptz")
      .addColumn("update_by", "varchar(50)")
      .addColumn("update_time", "timestamptz");

  await audit("biz_work_order")
    .addColumn("work_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(100)", (c) => c.notNull())
    .addColumn("type", "varchar(2)")
    .addColumn("priority", "varchar(2)")
    .addColumn("channel_id", "varchar(10)")
    .addColumn("order_id", "varchar(36)")
    .addColumn("order_no", "varchar(32)")
    .addColumn("assignee", "varchar(100)")
    .addColumn("depart_id", "varchar(36)")
    .addColumn("sla_deadline", "timestamptz")
    .addColumn("overdue", "varchar(1)", (c) => c.notNull().defaultTo("0"))
    .addColumn("description", "varchar(1000)")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("0"))
    .execute();
  // The 标记超期工单 job's question: open orders past their deadline not yet marked.
  await db.schema
    .createIndex("idx_biz_work_order_open_deadline")
    .on("biz_work_order")
    .columns(["status", "sla_deadline"])
    .execute();
  await db.schema.createIndex("idx_biz_work_order_time").on("biz_work_order").column("create_time").execute();
  await audit("biz_work_order_record")
    .addColumn("work_order_id", "varchar(36)", (c) => c.notNull())
    .addColumn("handle_time", "timestamptz", (c) => c.notNull())
    .addColumn("handler", "varchar(50)", (c) => c.notNull())
    .addColumn("action", "varchar(2)", (c) => c.notNull())
    .addColumn("note", "varchar(500)")
    .addColumn("sort_no", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idx_biz_work_order_record_order")
    .on("biz_work_order_record")
    .columns(["work_order_id", "sort_no"])
    .execute();
  await audit("biz_consultation")
    .addColumn("kind", "varchar(8)", (c) => c.notNull())
    .addColumn("patient_id", "varchar(36)")
    .addColumn("patient_name", "varchar(50)")
    .addColumn("doctor_id", "varchar(36)")
    .addColumn("doctor_name", "varchar(50)")
    .addColumn("hospital_name", "varchar(100)")
    .addColumn("scheduled_time", "timestamptz")
    .addColumn("duration_minutes", "integer")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("1"))
    .addColumn("summary", "text")
    .addColumn("recording_url", "varchar(500)")
    .execute();
  // Each page lists one kind, newest appointments first.
  await db.schema
    .createIndex("idx_biz_consultation_kind_time")
    .on("biz_consultation")
    .columns(["kind", "scheduled_time"])
    .execute();
  await audit("biz_health_report")
    .addColumn("patient_id", "varchar(36)")
    .addColumn("patient_name", "varchar(50)")
    .addColumn("type", "varchar(2)")
    .addColumn("hospital_id", "varchar(36)")
    .addColumn("hospital_name", "varchar(100)")
    .addColumn("report_date", "date")
    .addColumn("file", "varchar(1000)")
    .addColumn("conclusion", "varchar(1000)")
    .addColumn("interpretation", "text")
    .execute();
  await db.schema
    .createIndex("idx_biz_health_report_patient")
    .on("biz_health_report")
    .column("patient_id")
    .execute();

  for (const table of TABLES) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}

import { type Kysely, sql } from "kysely";

/*
 * Insurance (issue 16; model in packages/resources/README.md): insurers' policies, claims and the claims'
 * invoices (the detail rows saved with a claim). A claim's moves are in the shared flow history
 * (biz_record_transition, migration 0016). Amounts are numeric(12,2); dates of a day are `date`.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

const TABLES = ["biz_insurance_policy", "biz_claim", "biz_claim_invoice"];

export async function up(db: AnyDb): Promise<void> {
  const audit = (t: string) =>
    db.schema
      .createTable(t)
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("create_by", "varchar(50)")
      .addColumn("create_time", "timestamptz")
      .addColumn("update_by", "varchar(50)")
      .addColumn("update_time", "timestamptz");

  await audit("biz_insurance_policy")
    .addColumn("policy_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("channel_id", "varchar(10)", (c) => c.notNull())
    .addColumn("holder_name", "varchar(50)", (c) => c.notNull())
    .addColumn("insured_patient_id", "varchar(32)", (c) => c.notNull())
    .addColumn("insured_name", "varchar(50)")
    .addColumn("product", "varchar(100)", (c) => c.notNull())
    .addColumn("coverage", "numeric(12, 2)", (c) => c.notNull())
    .addColumn("premium", "numeric(12, 2)", (c) => c.notNull())
    .addColumn("start_date", "date", (c) => c.notNull())
    .addColumn("end_date", "date", (c) => c.notNull())
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("1"))
    .addColumn("remark", "varchar(500)")
    .execute();
  await db.schema
    .createIndex("idx_biz_insurance_policy_channel_status")
    .on("biz_insurance_policy")
    .columns(["channel_id", "status"])
    .execute();
  await audit("biz_claim")
    .addColumn("claim_no", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("policy_id", "varchar(32)", (c) => c.notNull())
    .addColumn("policy_no", "varchar(32)")
    .addColumn("channel_id", "varchar(10)")
    .addColumn("patient_id", "varchar(32)", (c) => c.notNull())
    .addColumn("patient_name", "varchar(50)")
    .addColumn("hospital_id", "varchar(32)")
    .addColumn("hospital_name", "varchar(100)")
    .addColumn("accident_date", "date")
    .addColumn("diagnosis", "varchar(200)")
    .addColumn("claimed_amount", "numeric(12, 2)", (c) => c.notNull().defaultTo(0))
    .addColumn("approved_amount", "numeric(12, 2)")
    .addColumn("attachments", "varchar(1000)")
    .addColumn("status", "varchar(2)", (c) => c.notNull().defaultTo("1"))
    .addColumn("remark", "varchar(500)")
    .execute();
  // The claim list's usual questions: a status's claims newest first, a policy's claims.
  await db.schema
    .createIndex("idx_biz_claim_status_time")
    .on("biz_claim")
    .columns(["status", "create_time"])
    .execute();
  await db.schema.createIndex("idx_biz_claim_policy").on("biz_claim").column("policy_id").execute();
  await db.schema
    .createTable("biz_claim_invoice")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("claim_id", "varchar(36)", (c) => c.notNull())
    .addColumn("sort_no", "integer", (c) => c.notNull())
    .addColumn("invoice_no", "varchar(32)", (c) => c.notNull())
    .addColumn("invoice_date", "date", (c) => c.notNull())
    .addColumn("item", "varchar(50)", (c) => c.notNull())
    .addColumn("amount", "numeric(12, 2)", (c) => c.notNull())
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .execute();
  await db.schema
    .createIndex("idx_biz_claim_invoice_claim")
    .on("biz_claim_invoice")
    .columns(["claim_id", "sort_no"])
    .execute();

  for (const table of TABLES) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).ifExists().execute();
}

import { type Kysely, sql } from "kysely";

/*
 * The scheduler's tables (src/modules/scheduler). `quartz_job` keeps what a user edits (plus its misfire
 * policy); the scheduler's moving state lives beside it, so a fire never writes the job row (which carries
 * the data-log and version triggers):
 * - `sys_quartz_job_trigger`: one row per running job — the cron and zone it was planned with and its next
 *   fire time. Instances claim due rows with `FOR UPDATE SKIP LOCKED` and advance them in that transaction.
 * - `sys_quartz_job_fire`: one row per fire, claim and run log at once — scheduled time, the instance
 *   running it and its lease, start, end, outcome and message. A fire whose lease ran out unfinished (its
 *   instance died) is claimed again by another instance; run-now inserts an unowned fire, claimed the same
 *   way. A cron fire is unique per job and scheduled time.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // Quartz's CronTrigger instructions: 1 MISFIRE_INSTRUCTION_FIRE_ONCE_NOW, 2 MISFIRE_INSTRUCTION_DO_NOTHING.
  await db.schema
    .alterTable("quartz_job")
    .addColumn("misfire_policy", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable("sys_quartz_job_trigger")
    .addColumn("job_id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("cron_expression", "varchar(255)", (c) => c.notNull())
    .addColumn("time_zone", "varchar(64)", (c) => c.notNull())
    .addColumn("next_fire_time", "timestamptz")
    .execute();
  await db.schema
    .createIndex("idx_sqjt_next_fire_time")
    .on("sys_quartz_job_trigger")
    .column("next_fire_time")
    .execute();
  await db.schema
    .createTable("sys_quartz_job_fire")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("job_id", "varchar(32)", (c) => c.notNull())
    .addColumn("job_class_name", "varchar(255)", (c) => c.notNull())
    .addColumn("parameter", "varchar(255)")
    /** `cron`, `manual` (run now) or `misfire` (a missed fire skipped by its policy). */
    .addColumn("fire_kind", "varchar(16)", (c) => c.notNull())
    .addColumn("scheduled_time", "timestamptz", (c) => c.notNull())
    .addColumn("instance_id", "varchar(64)")
    .addColumn("lease_until", "timestamptz")
    .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("start_time", "timestamptz")
    .addColumn("end_time", "timestamptz")
    /** `running`, `ok`, `error`, `skipped`. */
    .addColumn("outcome", "varchar(16)", (c) => c.notNull())
    .addColumn("message", "varchar(2000)")
    .addColumn("requested_by", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("idx_sqjf_job_scheduled")
    .on("sys_quartz_job_fire")
    .columns(["job_id", "scheduled_time"])
    .execute();
  await sql`create unique index uq_sqjf_cron_fire on sys_quartz_job_fire (job_id, scheduled_time)
    where fire_kind = 'cron'`.execute(db);
  await sql`create index idx_sqjf_unfinished on sys_quartz_job_fire (lease_until)
    where end_time is null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("sys_quartz_job_fire").ifExists().execute();
  await db.schema.dropTable("sys_quartz_job_trigger").ifExists().execute();
  await db.schema.alterTable("quartz_job").dropColumn("misfire_policy").execute();
}

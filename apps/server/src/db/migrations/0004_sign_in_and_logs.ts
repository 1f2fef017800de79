import { type Kysely, sql } from "kysely";

/*
 * Sign-in state that several instances must share (captchas, SMS codes, failed-attempt counters), kept in
 * the database rather than process memory; and JeecgBoot's `sys_log` with the indexes its list and visit
 * statistics need (the user list's index is migration 0003's).
 *
 * List endpoints sort `<column> desc nulls last, id asc` (MySQL's order), so the sort indexes are declared
 * exactly that way: a plain ascending index scanned backwards would give `nulls first` and could not serve
 * ORDER BY … LIMIT without sorting every matching row.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("sys_log")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("log_type", "integer")
    .addColumn("log_content", "varchar(1000)")
    .addColumn("operate_type", "integer")
    .addColumn("userid", "varchar(32)")
    .addColumn("username", "varchar(100)")
    .addColumn("ip", "varchar(100)")
    .addColumn("method", "varchar(500)")
    .addColumn("request_url", "varchar(255)")
    .addColumn("request_param", "text")
    .addColumn("request_type", "varchar(10)")
    .addColumn("cost_time", "bigint")
    .addColumn("client_type", "varchar(5)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .execute();
  // The log page filters by logType (nearly always) and shows the newest first; loginfo/visitInfo count
  // sign-ins in a time range. The included columns let the count of a page, the tenant scope and the
  // operateType filter be answered from the index alone (an index-only scan), without visiting the rows.
  await sql`create index idx_sl_log_type_create_time on sys_log (log_type, create_time desc nulls last, id)
    include (tenant_id, operate_type)`.execute(db);
  await sql`create index idx_sl_create_time on sys_log (create_time desc nulls last, id) include (tenant_id)`.execute(
    db,
  );
  await db.schema.createIndex("idx_sl_userid").on("sys_log").column("userid").execute();
  await sql`comment on table sys_log is '系统日志表'`.execute(db);
  await createLogCounts(db);
  await createTrigramIndexes(db);

  // One live captcha per checkKey: both the key and the answer are stored as SHA-256 digests only.
  await db.schema
    .createTable("kanya_captcha")
    .addColumn("key_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("idx_kc_expires_at").on("kanya_captcha").column("expires_at").execute();

  // One live SMS code per phone number (JeecgBoot's `phone_msg<mobile>` key), stored as a digest.
  await db.schema
    .createTable("kanya_sms_code")
    .addColumn("mobile", "varchar(45)", (c) => c.primaryKey())
    .addColumn("code_hash", "varchar(64)", (c) => c.notNull())
    // "login", "register" or "forgotPassword" (JeecgBoot's smsmode 0, 1, 2)
    .addColumn("purpose", "varchar(20)", (c) => c.notNull())
    .addColumn("username", "varchar(100)")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();

  // Failed sign-ins per account or phone number (key: a digest of "user:<name>" / "phone:<mobile>").
  await db.schema
    .createTable("kanya_login_failure")
    .addColumn("key_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("fail_count", "integer", (c) => c.notNull())
    .addColumn("first_failed_at", "timestamptz", (c) => c.notNull())
    .addColumn("locked_until", "timestamptz")
    .execute();
}

/**
 * `kanya_log_count`: rows of sys_log per (log_type, tenant_id), kept exact by statement-level triggers
 * (transition tables, so a bulk insert or a clear-all updates each counter once). The log page's views by
 * logType take their total from here instead of counting up to millions of rows on every request.
 */
async function createLogCounts(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("kanya_log_count")
    .addColumn("log_type", "integer", (c) => c.notNull())
    .addColumn("tenant_id", "integer", (c) => c.notNull())
    .addColumn("n", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("pk_kanya_log_count", ["log_type", "tenant_id"])
    .execute();
  const grouped = (rows: string) =>
    `select coalesce(log_type, -1) as log_type, coalesce(tenant_id, 0) as tenant_id, count(*) as k
     from ${rows} group by 1, 2 order by 1, 2`;
  const add = `insert into kanya_log_count as c (log_type, tenant_id, n)
    select log_type, tenant_id, k from (${grouped("added")}) g
    on conflict (log_type, tenant_id) do update set n = c.n + excluded.n;`;
  const remove = `update kanya_log_count as c set n = c.n - g.k from (${grouped("removed")}) g
    where c.log_type = g.log_type and c.tenant_id = g.tenant_id;`;
  const fn = (name: string, body: string) =>
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin ${body} return null; end $$`);
  await fn("kanya_log_count_add", add).execute(db);
  await fn("kanya_log_count_remove", remove).execute(db);
  await fn("kanya_log_count_move", remove + add).execute(db);
  await fn("kanya_log_count_clear", "delete from kanya_log_count;").execute(db);
  await sql`create trigger trg_sys_log_count_insert after insert on sys_log referencing new table as added
    for each statement execute function kanya_log_count_add()`.execute(db);
  await sql`create trigger trg_sys_log_count_delete after delete on sys_log referencing old table as removed
    for each statement execute function kanya_log_count_remove()`.execute(db);
  await sql`create trigger trg_sys_log_count_update after update on sys_log
    referencing old table as removed new table as added
    for each statement execute function kanya_log_count_move()`.execute(db);
  await sql`create trigger trg_sys_log_count_truncate after truncate on sys_log
    for each statement execute function kanya_log_count_clear()`.execute(db);
}

/**
 * Text filters are `ilike '%…%'` (the log's keyWord, the user list's `*x*` wraps), which no b-tree can
 * serve. Where PostgreSQL offers pg_trgm and the role may create it, trigram indexes answer them without
 * scanning every row. PGlite has no pg_trgm: there (and without the privilege) this is skipped, and the
 * filters stay correct, only slower. A savepoint keeps a refused CREATE EXTENSION from failing the migration.
 */
async function createTrigramIndexes(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and has_database_privilege(current_database(), 'CREATE') as ok`.execute(db);
  if (!rows[0]?.ok) return;
  try {
    await sql`savepoint kanya_trgm`.execute(db);
  } catch {
    return; // not inside a transaction: do not risk a half-applied migration
  }
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index idx_sl_log_content_trgm on sys_log using gin (log_content gin_trgm_ops)`.execute(
      db,
    );
    await sql`create index idx_su_username_trgm on sys_user using gin (username gin_trgm_ops)`.execute(db);
    await sql`create index idx_su_realname_trgm on sys_user using gin (realname gin_trgm_ops)`.execute(db);
    await sql`release savepoint kanya_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint kanya_trgm`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const index of ["idx_su_username_trgm", "idx_su_realname_trgm"]) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
  await db.schema.dropTable("kanya_log_count").ifExists().execute();
  for (const name of [
    "kanya_log_count_add",
    "kanya_log_count_remove",
    "kanya_log_count_move",
    "kanya_log_count_clear",
  ]) {
    await sql.raw(`drop function if exists ${name}() cascade`).execute(db);
  }
  for (const table of ["kanya_login_failure", "kanya_sms_code", "kanya_captcha", "sys_log"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

import { type Kysely, sql } from "kysely";

/*
 * The tables of JeecgBoot's remaining system pages: role home pages (`sys_role_index`), user agents
 * (`sys_user_agent`), object storage records (`oss_file`) and the data change log (`sys_data_log`).
 *
 * The data log is written in one place, by the database: a row trigger on every JeecgBoot table records
 * each update as a new version of the row (its JSON, without password, salt or data-source password). The
 * first update of a row that has no version yet records the row as it was before, so every change can be
 * compared (`queryCompareList`). Inserts are the row itself; the log and read-mark tables are left out.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

const UNLOGGED = ["sys_data_log", "sys_log", "sys_announcement_send", "sys_sms"];

export async function up(db: AnyDb): Promise<void> {
  const audit = (t: Parameters<AnyDb["schema"]["createTable"]>[0]) =>
    db.schema
      .createTable(t)
      .addColumn("id", "varchar(36)", (c) => c.primaryKey())
      .addColumn("create_by", "varchar(50)")
      .addColumn("create_time", "timestamptz")
      .addColumn("update_by", "varchar(50)")
      .addColumn("update_time", "timestamptz");

  await audit("sys_role_index")
    .addColumn("role_code", "varchar(50)", (c) => c.notNull().unique())
    .addColumn("url", "varchar(100)")
    .addColumn("component", "varchar(255)")
    .addColumn("is_route", "integer", (c) => c.defaultTo(1))
    .addColumn("priority", "integer", (c) => c.defaultTo(0))
    .addColumn("status", "varchar(2)", (c) => c.defaultTo("1"))
    .addColumn("sys_org_code", "varchar(64)")
    .execute();
  await audit("sys_user_agent")
    .addColumn("user_name", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("agent_user_name", "varchar(100)")
    .addColumn("start_time", "timestamptz")
    .addColumn("end_time", "timestamptz")
    .addColumn("status", "varchar(2)")
    .addColumn("sys_org_code", "varchar(64)")
    .addColumn("sys_company_code", "varchar(64)")
    .execute();
  await audit("oss_file").addColumn("file_name", "varchar(255)").addColumn("url", "varchar(1000)").execute();
  await audit("sys_data_log")
    .addColumn("data_table", "varchar(63)", (c) => c.notNull())
    .addColumn("data_id", "varchar(64)", (c) => c.notNull())
    .addColumn("data_content", "text", (c) => c.notNull())
    .addColumn("data_version", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idx_sys_data_log_row")
    .on("sys_data_log")
    .columns(["data_table", "data_id", "data_version"])
    .unique()
    .execute();

  for (const table of ["sys_role_index", "sys_user_agent", "sys_data_log"]) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }

  await sql`create function kanya_data_log() returns trigger language plpgsql as $$
    declare
      before_row jsonb := to_jsonb(OLD) - 'password' - 'salt' - 'db_password';
      after_row jsonb := to_jsonb(NEW) - 'password' - 'salt' - 'db_password';
      row_id text := after_row->>'id';
      last_version integer;
    begin
      if row_id is null or before_row = after_row then return null; end if;
      select max(data_version) into last_version from sys_data_log
        where data_table = TG_TABLE_NAME and data_id = row_id;
      if last_version is null then
        insert into sys_data_log (id, create_by, create_time, data_table, data_id, data_content, data_version)
        values (md5(random()::text || clock_timestamp()::text), coalesce(before_row->>'update_by', before_row->>'create_by'),
          now(), TG_TABLE_NAME, row_id, before_row::text, 1);
        last_version := 1;
      end if;
      insert into sys_data_log (id, create_by, create_time, data_table, data_id, data_content, data_version)
      values (md5(random()::text || clock_timestamp()::text), coalesce(after_row->>'update_by', after_row->>'create_by'),
        now(), TG_TABLE_NAME, row_id, after_row::text, last_version + 1);
      return null;
    end $$`.execute(db);
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = current_schema() and (tablename like 'sys\\_%' or tablename in ('quartz_job', 'oss_file'))
    order by tablename`.execute(db);
  for (const { name } of rows) {
    if (UNLOGGED.includes(name)) continue;
    await sql`create trigger kanya_data_log after update on ${sql.table(name)}
      for each row execute function kanya_data_log()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop function if exists kanya_data_log() cascade`.execute(db);
  for (const table of ["sys_data_log", "oss_file", "sys_user_agent", "sys_role_index"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

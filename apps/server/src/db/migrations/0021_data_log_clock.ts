import { type Kysely, sql } from "kysely";

/*
 * The data log's versions get a stable id and, when the writer says what time it is, that time.
 *
 * The trigger of migration 0011 stamped each version with the database's `now()` and a random id, so a
 * seed dated on a frozen clock still produced versions dated today, and the two versions one update writes
 * (same time) came back in a random order on every run. Now:
 * - the id is the md5 of table, row and version number: that triple names a version already (it is unique);
 * - the time is the transaction's `kanya.now` setting when it has one (the seed sets it to its clock),
 *   else `now()` as before.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

/** The trigger function, with how it dates a version and names it (`version` is the version number). */
const dataLogFunction = (stamp: string, id: (version: string) => string) => `
  create or replace function kanya_data_log() returns trigger language plpgsql as $$
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
        values (${id("1")}, coalesce(before_row->>'update_by', before_row->>'create_by'),
          ${stamp}, TG_TABLE_NAME, row_id, before_row::text, 1);
        last_version := 1;
      end if;
      insert into sys_data_log (id, create_by, create_time, data_table, data_id, data_content, data_version)
      values (${id("last_version + 1")}, coalesce(after_row->>'update_by', after_row->>'create_by'),
        ${stamp}, TG_TABLE_NAME, row_id, after_row::text, last_version + 1);
      return null;
    end $$`;

export async function up(db: AnyDb): Promise<void> {
  await sql
    .raw(
      dataLogFunction(
        "coalesce(nullif(current_setting('kanya.now', true), '')::timestamptz, now())",
        (version) => `md5(TG_TABLE_NAME || ':' || row_id || ':' || (${version}))`,
      ),
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql.raw(dataLogFunction("now()", () => "md5(random()::text || clock_timestamp()::text)")).execute(db);
}

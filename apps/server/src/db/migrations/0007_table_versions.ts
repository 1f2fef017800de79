import { type Kysely, sql } from "kysely";

/*
 * `kanya_table_version`: a write counter per table, bumped by a statement-level trigger on every insert,
 * update, delete and truncate, inside the writing transaction. A server process keeps derived data in
 * memory (a user's permission codes, the total of a list query) together with the versions it was
 * computed at, and reads the current versions inside a query it makes anyway: a write committed by any
 * process is seen by the next request. See src/db/table-versions.ts.
 *
 * Each backend (connection) counts in its own row (slot = its pid), so concurrent writers never wait for
 * one another on a shared counter row, nor deadlock on two of them. A table's version is the sum of its
 * rows; rows of ended backends are folded into slot 0 now and then (compactTableVersions), which leaves
 * every sum unchanged. A table created later gets the same trigger in its own migration:
 * `create trigger kanya_table_version after insert or update or delete or truncate on <table>
 *  for each statement execute function kanya_table_version_bump()`.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("kanya_table_version")
    .addColumn("table_name", "varchar(63)", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("version", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("pk_kanya_table_version", ["table_name", "slot"])
    .execute();
  await sql`create function kanya_table_version_bump() returns trigger language plpgsql as $$
    begin
      insert into kanya_table_version as v (table_name, slot, version)
      values (TG_TABLE_NAME, pg_backend_pid(), 1)
      on conflict (table_name, slot) do update set version = v.version + 1;
      return null;
    end $$`.execute(db);
  // Every JeecgBoot table (lists, grants, dictionaries); Kanya's own bookkeeping tables are not versioned.
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = current_schema() and (tablename like 'sys\\_%' or tablename = 'quartz_job')
    order by tablename`.execute(db);
  for (const { name } of rows) {
    await sql`create trigger kanya_table_version after insert or update or delete or truncate on ${sql.table(name)}
      for each statement execute function kanya_table_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop function if exists kanya_table_version_bump() cascade`.execute(db);
  await db.schema.dropTable("kanya_table_version").ifExists().execute();
}

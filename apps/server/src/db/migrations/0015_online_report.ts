import { type Kysely, sql } from "kysely";

/*
 * Online reports (JeecgBoot's 在线报表): a report's head (name, code, read-only SQL with `${name}` parameters),
 * its columns (onl_cgreport_item) and its SQL parameters (onl_cgreport_param), as JeecgBoot names them.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("onl_cgreport_head")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("code", "varchar(100)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("cgr_sql", "text", (c) => c.notNull())
    .addColumn("content", "varchar(1000)")
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(50)")
    .addColumn("update_time", "timestamptz")
    .execute();
  await db.schema
    .createTable("onl_cgreport_item")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("cgrhead_id", "varchar(36)", (c) =>
      c.notNull().references("onl_cgreport_head.id").onDelete("cascade"),
    )
    .addColumn("field_name", "varchar(100)", (c) => c.notNull())
    .addColumn("field_txt", "varchar(100)")
    .addColumn("field_type", "varchar(20)", (c) => c.defaultTo("String"))
    .addColumn("dict_code", "varchar(100)")
    .addColumn("is_show", "integer", (c) => c.defaultTo(1))
    .addColumn("is_order", "integer", (c) => c.defaultTo(0))
    .addColumn("is_search", "integer", (c) => c.defaultTo(0))
    .addColumn("search_mode", "varchar(10)")
    .addColumn("order_num", "integer", (c) => c.defaultTo(0))
    .execute();
  await db.schema
    .createTable("onl_cgreport_param")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("cgrhead_id", "varchar(36)", (c) =>
      c.notNull().references("onl_cgreport_head.id").onDelete("cascade"),
    )
    .addColumn("param_name", "varchar(100)", (c) => c.notNull())
    .addColumn("param_txt", "varchar(100)")
    .addColumn("param_value", "varchar(500)")
    .addColumn("order_num", "integer", (c) => c.defaultTo(0))
    .execute();
  await sql`create index idx_onl_cgreport_item_head on onl_cgreport_item (cgrhead_id, order_num)`.execute(db);
  await sql`create index idx_onl_cgreport_param_head on onl_cgreport_param (cgrhead_id, order_num)`.execute(
    db,
  );
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("onl_cgreport_param").execute();
  await db.schema.dropTable("onl_cgreport_item").execute();
  await db.schema.dropTable("onl_cgreport_head").execute();
}

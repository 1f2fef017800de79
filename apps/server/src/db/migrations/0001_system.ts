import { type Kysely, sql } from "kysely";

/*
 * JeecgBoot's system tables, with its table and column names (jeecgboot-mysql-5.7.sql, backend 3.7),
 * translated to PostgreSQL types: tinyint → smallint, datetime → timestamptz, double → double precision.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("sys_user")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("username", "varchar(100)", (c) => c.notNull())
    .addColumn("realname", "varchar(100)")
    .addColumn("password", "varchar(255)")
    .addColumn("salt", "varchar(45)")
    .addColumn("avatar", "varchar(255)")
    .addColumn("birthday", "date")
    .addColumn("sex", "smallint")
    .addColumn("email", "varchar(45)")
    .addColumn("phone", "varchar(45)")
    .addColumn("org_code", "varchar(64)")
    .addColumn("status", "smallint")
    .addColumn("del_flag", "smallint")
    .addColumn("third_id", "varchar(100)")
    .addColumn("third_type", "varchar(100)")
    .addColumn("activiti_sync", "smallint")
    .addColumn("work_no", "varchar(100)")
    .addColumn("post", "varchar(100)")
    .addColumn("telephone", "varchar(45)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("user_identity", "smallint")
    .addColumn("depart_ids", "varchar(1000)")
    .addColumn("client_id", "varchar(64)")
    .addColumn("login_tenant_id", "integer")
    .addColumn("bpm_status", "varchar(2)")
    .addUniqueConstraint("uniq_sys_user_username", ["username"])
    .addUniqueConstraint("uniq_sys_user_work_no", ["work_no"])
    .addUniqueConstraint("uniq_sys_user_phone", ["phone"])
    .addUniqueConstraint("uniq_sys_user_email", ["email"])
    .execute();
  await db.schema.createIndex("idx_su_status").on("sys_user").column("status").execute();
  await db.schema.createIndex("idx_su_del_flag").on("sys_user").column("del_flag").execute();

  await db.schema
    .createTable("sys_role")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("role_name", "varchar(200)")
    .addColumn("role_code", "varchar(100)", (c) => c.notNull())
    .addColumn("description", "varchar(255)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .addUniqueConstraint("uniq_sys_role_role_code", ["role_code"])
    .execute();

  await db.schema
    .createTable("sys_user_role")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(32)")
    .addColumn("role_id", "varchar(32)")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .execute();
  await db.schema.createIndex("idx_sur_user_id").on("sys_user_role").column("user_id").execute();
  await db.schema.createIndex("idx_sur_role_id").on("sys_user_role").column("role_id").execute();

  await db.schema
    .createTable("sys_permission")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("parent_id", "varchar(32)")
    .addColumn("name", "varchar(255)")
    .addColumn("url", "varchar(255)")
    .addColumn("component", "varchar(255)")
    .addColumn("component_name", "varchar(255)")
    .addColumn("redirect", "varchar(255)")
    .addColumn("menu_type", "integer")
    .addColumn("perms", "varchar(255)")
    .addColumn("perms_type", "varchar(10)", (c) => c.defaultTo("0"))
    .addColumn("sort_no", "double precision")
    .addColumn("always_show", "smallint")
    .addColumn("icon", "varchar(255)")
    .addColumn("is_route", "smallint", (c) => c.defaultTo(1))
    .addColumn("is_leaf", "smallint")
    .addColumn("keep_alive", "smallint")
    .addColumn("hidden", "smallint", (c) => c.defaultTo(0))
    .addColumn("hide_tab", "smallint")
    .addColumn("description", "varchar(255)")
    .addColumn("status", "varchar(2)")
    .addColumn("del_flag", "integer", (c) => c.defaultTo(0))
    .addColumn("rule_flag", "integer", (c) => c.defaultTo(0))
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("internal_or_external", "smallint")
    .execute();
  await db.schema.createIndex("idx_sp_parent_id").on("sys_permission").column("parent_id").execute();
  await db.schema.createIndex("idx_sp_menu_type").on("sys_permission").column("menu_type").execute();

  await db.schema
    .createTable("sys_role_permission")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("role_id", "varchar(32)")
    .addColumn("permission_id", "varchar(32)")
    .addColumn("data_rule_ids", "varchar(1000)")
    .addColumn("operate_date", "timestamptz")
    .addColumn("operate_ip", "varchar(100)")
    .execute();
  await db.schema
    .createIndex("idx_srp_role_per_id")
    .on("sys_role_permission")
    .columns(["role_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("sys_depart")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("parent_id", "varchar(32)")
    .addColumn("depart_name", "varchar(100)", (c) => c.notNull())
    .addColumn("depart_name_en", "varchar(500)")
    .addColumn("depart_name_abbr", "varchar(500)")
    .addColumn("depart_order", "integer", (c) => c.defaultTo(0))
    .addColumn("description", "varchar(500)")
    .addColumn("org_category", "varchar(10)", (c) => c.notNull().defaultTo("1"))
    .addColumn("org_type", "varchar(10)")
    .addColumn("org_code", "varchar(64)", (c) => c.notNull())
    .addColumn("mobile", "varchar(32)")
    .addColumn("fax", "varchar(32)")
    .addColumn("address", "varchar(100)")
    .addColumn("memo", "varchar(500)")
    .addColumn("status", "varchar(1)")
    .addColumn("del_flag", "varchar(1)")
    .addColumn("qywx_identifier", "varchar(100)")
    .addColumn("ding_identifier", "varchar(100)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .addColumn("iz_leaf", "smallint", (c) => c.defaultTo(0))
    .addUniqueConstraint("uniq_depart_org_code", ["org_code"])
    .execute();
  await db.schema.createIndex("idx_sd_parent_id").on("sys_depart").column("parent_id").execute();

  await db.schema
    .createTable("sys_user_depart")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(32)")
    .addColumn("dep_id", "varchar(32)")
    .execute();
  await db.schema.createIndex("idx_sud_user_id").on("sys_user_depart").column("user_id").execute();
  await db.schema.createIndex("idx_sud_dep_id").on("sys_user_depart").column("dep_id").execute();

  await db.schema
    .createTable("sys_dict")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("dict_name", "varchar(100)")
    .addColumn("dict_code", "varchar(100)", (c) => c.notNull())
    .addColumn("description", "varchar(255)")
    .addColumn("del_flag", "integer", (c) => c.defaultTo(0))
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("type", "integer", (c) => c.defaultTo(0))
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .addColumn("low_app_id", "varchar(32)")
    .addUniqueConstraint("uk_sd_dict_code", ["dict_code"])
    .execute();

  await db.schema
    .createTable("sys_dict_item")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("dict_id", "varchar(32)")
    .addColumn("item_text", "varchar(100)")
    .addColumn("item_value", "varchar(100)")
    .addColumn("description", "varchar(255)")
    .addColumn("sort_order", "integer")
    .addColumn("status", "integer")
    .addColumn("item_color", "varchar(10)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .execute();
  await db.schema.createIndex("idx_sdi_role_dict_id").on("sys_dict_item").column("dict_id").execute();

  await db.schema
    .createTable("sys_tenant")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "varchar(100)")
    .addColumn("create_time", "timestamptz")
    .addColumn("create_by", "varchar(100)")
    .addColumn("begin_date", "timestamptz")
    .addColumn("end_date", "timestamptz")
    .addColumn("status", "integer")
    .addColumn("trade", "varchar(10)")
    .addColumn("company_size", "varchar(10)")
    .addColumn("company_address", "varchar(100)")
    .addColumn("company_logo", "varchar(200)")
    .addColumn("house_number", "varchar(10)")
    .addColumn("work_place", "varchar(100)")
    .addColumn("secondary_domain", "varchar(50)")
    .addColumn("login_bkgd_img", "varchar(200)")
    .addColumn("position", "varchar(10)")
    .addColumn("department", "varchar(10)")
    .addColumn("del_flag", "smallint", (c) => c.defaultTo(0))
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("apply_status", "integer")
    .execute();

  await db.schema
    .createTable("sys_user_tenant")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(32)")
    .addColumn("tenant_id", "integer")
    .addColumn("status", "varchar(1)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .execute();
  await db.schema.createIndex("idx_sut_user_id").on("sys_user_tenant").column("user_id").execute();
  await db.schema.createIndex("idx_sut_tenant_id").on("sys_user_tenant").column("tenant_id").execute();

  // PostgreSQL has no MySQL-style COMMENT clause in CREATE TABLE; name the tables for anyone browsing the schema.
  await sql`comment on table sys_user is '用户表'`.execute(db);
  await sql`comment on table sys_permission is '菜单权限表'`.execute(db);
  await sql`comment on table sys_user_tenant is '用户租户关系表'`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "sys_user_tenant",
    "sys_tenant",
    "sys_dict_item",
    "sys_dict",
    "sys_user_depart",
    "sys_depart",
    "sys_role_permission",
    "sys_permission",
    "sys_user_role",
    "sys_role",
    "sys_user",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

import type { Kysely } from "kysely";

/*
 * Data rules, department grants and department roles, and positions (JeecgBoot 3.7 table and column
 * names, PostgreSQL types). sys_tenant, sys_depart and sys_permission come from 0001.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("sys_permission_data_rule")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("permission_id", "varchar(32)")
    .addColumn("rule_name", "varchar(50)")
    .addColumn("rule_column", "varchar(50)")
    .addColumn("rule_conditions", "varchar(50)")
    .addColumn("rule_value", "varchar(300)")
    .addColumn("status", "varchar(3)")
    .addColumn("create_time", "timestamptz")
    .addColumn("create_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("idx_spdr_permission_id")
    .on("sys_permission_data_rule")
    .column("permission_id")
    .execute();

  // Which menus and buttons a department may hand on to its department roles.
  await db.schema
    .createTable("sys_depart_permission")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("depart_id", "varchar(32)")
    .addColumn("permission_id", "varchar(32)")
    .addColumn("data_rule_ids", "varchar(1000)")
    .execute();
  await db.schema
    .createIndex("idx_sdp_depart_permission")
    .on("sys_depart_permission")
    .columns(["depart_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("sys_depart_role")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("depart_id", "varchar(32)")
    .addColumn("role_name", "varchar(200)")
    .addColumn("role_code", "varchar(100)")
    .addColumn("description", "varchar(255)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .execute();
  await db.schema.createIndex("idx_sdr_depart_id").on("sys_depart_role").column("depart_id").execute();

  await db.schema
    .createTable("sys_depart_role_permission")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("depart_id", "varchar(32)")
    .addColumn("role_id", "varchar(32)")
    .addColumn("permission_id", "varchar(32)")
    .addColumn("data_rule_ids", "varchar(1000)")
    .addColumn("operate_date", "timestamptz")
    .addColumn("operate_ip", "varchar(100)")
    .execute();
  await db.schema
    .createIndex("idx_sdrp_role_permission")
    .on("sys_depart_role_permission")
    .columns(["role_id", "permission_id"])
    .execute();

  await db.schema
    .createTable("sys_depart_role_user")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(32)")
    .addColumn("drole_id", "varchar(32)")
    .execute();
  await db.schema.createIndex("idx_sdru_user_id").on("sys_depart_role_user").column("user_id").execute();
  await db.schema.createIndex("idx_sdru_drole_id").on("sys_depart_role_user").column("drole_id").execute();

  await db.schema
    .createTable("sys_position")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("code", "varchar(100)")
    .addColumn("name", "varchar(100)")
    .addColumn("post_rank", "varchar(2)")
    .addColumn("company_id", "varchar(255)")
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(50)")
    .addColumn("update_time", "timestamptz")
    .addColumn("sys_org_code", "varchar(50)")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    // JeecgBoot's code is unique system-wide; here per tenant, so one tenant cannot learn another's codes.
    .addUniqueConstraint("uniq_sys_position_tenant_code", ["tenant_id", "code"])
    .execute();

  // Role grants are looked up by permission when a menu row is deleted.
  await db.schema
    .createIndex("idx_srp_permission_id")
    .on("sys_role_permission")
    .column("permission_id")
    .execute();
  await db.schema.createIndex("idx_sd_tenant_id").on("sys_depart").column("tenant_id").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("idx_sd_tenant_id").ifExists().execute();
  await db.schema.dropIndex("idx_srp_permission_id").ifExists().execute();
  for (const table of [
    "sys_position",
    "sys_depart_role_user",
    "sys_depart_role_permission",
    "sys_depart_role",
    "sys_depart_permission",
    "sys_permission_data_rule",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

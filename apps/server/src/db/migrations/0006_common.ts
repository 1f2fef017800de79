import type { Kysely } from "kysely";

/*
 * Categories, announcements and their read marks, messages and templates, check and fill rules, data
 * sources, gateway routes and scheduled-job records: JeecgBoot's tables (jeecgboot-mysql-5.7.sql) with its
 * table and column names, in PostgreSQL types. Plus Kanya's own named counters for fill rules.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("sys_category")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("pid", "varchar(36)", (c) => c.notNull().defaultTo("0"))
    .addColumn("name", "varchar(100)")
    .addColumn("code", "varchar(100)")
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(50)")
    .addColumn("update_time", "timestamptz")
    .addColumn("sys_org_code", "varchar(64)")
    .addColumn("has_child", "varchar(3)")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .addUniqueConstraint("uniq_category_code", ["code"])
    .execute();
  await db.schema.createIndex("idx_sc_pid").on("sys_category").column("pid").execute();

  await db.schema
    .createTable("sys_announcement")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("titile", "varchar(100)")
    .addColumn("msg_content", "text")
    .addColumn("start_time", "timestamptz")
    .addColumn("end_time", "timestamptz")
    .addColumn("sender", "varchar(100)")
    .addColumn("priority", "varchar(255)")
    .addColumn("msg_category", "varchar(10)", (c) => c.notNull().defaultTo("2"))
    .addColumn("msg_type", "varchar(10)")
    .addColumn("send_status", "varchar(10)")
    .addColumn("send_time", "timestamptz")
    .addColumn("cancel_time", "timestamptz")
    .addColumn("del_flag", "varchar(1)")
    .addColumn("bus_type", "varchar(20)")
    .addColumn("bus_id", "varchar(50)")
    .addColumn("open_type", "varchar(20)")
    .addColumn("open_page", "varchar(255)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("user_ids", "text")
    .addColumn("msg_abstract", "text")
    .addColumn("dt_task_id", "varchar(100)")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .execute();
  await db.schema
    .createIndex("idx_sa_tenant_status")
    .on("sys_announcement")
    .columns(["tenant_id", "del_flag", "send_status"])
    .execute();

  await db.schema
    .createTable("sys_announcement_send")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("annt_id", "varchar(32)", (c) => c.notNull())
    .addColumn("user_id", "varchar(32)", (c) => c.notNull())
    .addColumn("read_flag", "varchar(10)")
    .addColumn("read_time", "timestamptz")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("star_flag", "varchar(10)")
    .addUniqueConstraint("uniq_sas_annt_user", ["annt_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("idx_sas_user_read")
    .on("sys_announcement_send")
    .columns(["user_id", "read_flag"])
    .execute();

  // JeecgBoot keeps SysMessage in sys_sms and SysMessageTemplate in sys_sms_template.
  await db.schema
    .createTable("sys_sms")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("es_title", "varchar(100)")
    .addColumn("es_type", "varchar(50)")
    .addColumn("es_receiver", "varchar(1000)")
    .addColumn("es_param", "varchar(1000)")
    .addColumn("es_content", "text")
    .addColumn("es_send_time", "timestamptz")
    .addColumn("es_send_status", "varchar(1)")
    .addColumn("es_send_num", "integer")
    .addColumn("es_result", "varchar(255)")
    .addColumn("remark", "varchar(500)")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .execute();
  await db.schema.createIndex("idx_ss_es_type").on("sys_sms").column("es_type").execute();

  await db.schema
    .createTable("sys_sms_template")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("template_name", "varchar(50)")
    .addColumn("template_code", "varchar(32)", (c) => c.notNull())
    .addColumn("template_type", "varchar(1)", (c) => c.notNull())
    .addColumn("template_content", "text", (c) => c.notNull())
    .addColumn("template_test_json", "text")
    .addColumn("create_time", "timestamptz")
    .addColumn("create_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("use_status", "varchar(1)")
    .addUniqueConstraint("uniq_templatecode", ["template_code"])
    .execute();

  await db.schema
    .createTable("sys_check_rule")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("rule_name", "varchar(100)")
    .addColumn("rule_code", "varchar(100)")
    .addColumn("rule_json", "varchar(1024)")
    .addColumn("rule_description", "varchar(200)")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addUniqueConstraint("uk_scr_rule_code", ["rule_code"])
    .execute();

  await db.schema
    .createTable("sys_fill_rule")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("rule_name", "varchar(100)")
    .addColumn("rule_code", "varchar(100)")
    .addColumn("rule_class", "varchar(100)")
    .addColumn("rule_params", "varchar(200)")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addUniqueConstraint("uni_sys_fill_rule_code", ["rule_code"])
    .execute();

  await db.schema
    .createTable("sys_data_source")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("code", "varchar(100)")
    .addColumn("name", "varchar(100)")
    .addColumn("remark", "varchar(200)")
    .addColumn("db_type", "varchar(10)")
    .addColumn("db_driver", "varchar(100)")
    .addColumn("db_url", "varchar(500)")
    .addColumn("db_name", "varchar(100)")
    .addColumn("db_username", "varchar(100)")
    // Encrypted (AES-256-GCM, see modules/data-source); never sent back to a client.
    .addColumn("db_password", "varchar(500)")
    .addColumn("create_by", "varchar(50)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(50)")
    .addColumn("update_time", "timestamptz")
    .addColumn("sys_org_code", "varchar(64)")
    .addColumn("tenant_id", "integer", (c) => c.defaultTo(0))
    .addUniqueConstraint("uk_sdc_rule_code", ["code"])
    .execute();

  await db.schema
    .createTable("sys_gateway_route")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("router_id", "varchar(50)")
    .addColumn("name", "varchar(32)")
    .addColumn("uri", "varchar(255)")
    .addColumn("predicates", "text")
    .addColumn("filters", "text")
    .addColumn("retryable", "integer")
    .addColumn("strip_prefix", "integer")
    .addColumn("persistable", "integer")
    .addColumn("show_api", "integer")
    .addColumn("status", "integer")
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("sys_org_code", "varchar(64)")
    .addColumn("del_flag", "integer", (c) => c.defaultTo(0))
    .execute();

  await db.schema
    .createTable("quartz_job")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("create_by", "varchar(32)")
    .addColumn("create_time", "timestamptz")
    .addColumn("del_flag", "integer")
    .addColumn("update_by", "varchar(32)")
    .addColumn("update_time", "timestamptz")
    .addColumn("job_class_name", "varchar(255)")
    .addColumn("cron_expression", "varchar(255)")
    .addColumn("parameter", "varchar(255)")
    .addColumn("description", "varchar(255)")
    .addColumn("status", "integer")
    .execute();

  // Named counters (fill-rule sequences): one row per name, incremented atomically by any instance.
  await db.schema
    .createTable("kanya_sequence")
    .addColumn("name", "varchar(200)", (c) => c.primaryKey())
    .addColumn("value", "bigint", (c) => c.notNull())
    .addColumn("update_time", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "kanya_sequence",
    "quartz_job",
    "sys_gateway_route",
    "sys_data_source",
    "sys_fill_rule",
    "sys_check_rule",
    "sys_sms_template",
    "sys_sms",
    "sys_announcement_send",
    "sys_announcement",
    "sys_category",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

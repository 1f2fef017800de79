import { defineResource, field } from "@kanya/core/resource";

/** 多数据源: a database connection record of the tenant; the password is write-only. */
export const dataSource = defineResource({
  name: "dataSource",
  title: "多数据源",
  api: "/sys/dataSource",
  permission: "system:datasource",
  table: "sys_data_source",
  fields: {
    code: field.text({ label: "数据源编码", required: true, max: 100, unique: true, query: "like" }),
    name: field.text({ label: "数据源名称", max: 100, query: "like" }),
    remark: field.textarea({ label: "备注", max: 200, list: false }),
    dbType: field.dict("database_type", { label: "数据库类型", max: 10, query: "eq" }),
    dbDriver: field.text({ label: "驱动类", max: 100 }),
    dbUrl: field.text({ label: "数据源地址", max: 500, list: { ellipsis: true } }),
    dbName: field.text({ label: "数据库名称", max: 100 }),
    dbUsername: field.text({ label: "用户名", max: 100 }),
    dbPassword: field.password({ label: "密码", max: 200 }),
  },
});

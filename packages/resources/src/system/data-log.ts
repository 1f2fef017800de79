import { defineResource, field } from "@kanya/core/resource";

/** 数据日志: the versions of a row the server records on every update (`/sys/dataLog/*`); read only. */
export const dataLog = defineResource({
  name: "dataLog",
  title: "数据日志",
  api: "/sys/dataLog",
  permission: "system:dataLog",
  table: "sys_data_log",
  fields: {
    dataTable: field.text({ label: "表名", max: 63, query: "like" }),
    dataId: field.text({ label: "数据ID", max: 64, query: "like" }),
    dataVersion: field.number({ label: "版本号", integer: true, list: { sort: true } }),
    dataContent: field.textarea({ label: "数据内容", list: false }),
    createBy: field.text({ label: "创建人", max: 50, form: false }),
    createTime: field.datetime({ label: "创建时间", form: false, list: { sort: true } }),
  },
});

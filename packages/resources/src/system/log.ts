import { defineResource, field } from "@kanya/core/resource";

/**
 * 系统日志: sign-in and operation records the server writes (`/sys/log/*`); read, and cleared by those
 * with the delete codes. The page filters by `logType` (its tabs) and `keyWord` (a like-match on the content).
 */
export const sysLog = defineResource({
  name: "sysLog",
  title: "系统日志",
  api: "/sys/log",
  permission: "system:log",
  table: "sys_log",
  fields: {
    logContent: field.text({ label: "日志内容", max: 1000, list: { ellipsis: true, width: 240 } }),
    username: field.text({ label: "操作人", max: 100, list: { width: 100 } }),
    ip: field.text({ label: "IP", max: 100, list: { width: 130 } }),
    costTime: field.number({ label: "耗时(毫秒)", integer: true, list: { width: 100 } }),
    logType: field.dict("log_type", { label: "日志类型", list: false }),
    operateType: field.dict("operate_type", { label: "操作类型", list: { width: 90 } }),
    createTime: field.datetime({ label: "创建时间", query: "range", list: { sort: true, width: 160 } }),
  },
});

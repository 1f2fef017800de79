import { defineResource, field } from "@kanya/core/resource";

/** 用户代理人: who acts for a user (while away), and for how long; one agent record per user. */
export const userAgent = defineResource({
  name: "userAgent",
  title: "用户代理人",
  api: "/sys/sysUserAgent",
  permission: "system:useragent",
  table: "sys_user_agent",
  fields: {
    userName: field.user({ label: "用户名", required: true, max: 100, unique: true, query: "eq" }),
    agentUserName: field.user({ label: "代理人", required: true, max: 100 }),
    startTime: field.datetime({ label: "代理开始时间" }),
    endTime: field.datetime({ label: "代理结束时间" }),
    status: field.text({ label: "状态", max: 2 }),
  },
});

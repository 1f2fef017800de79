import { defineResource, field } from "@kanya/core/resource";

/** 角色: roles of a tenant (and shared ones); codes are unique system-wide. */
export const role = defineResource({
  name: "role",
  title: "角色",
  api: "/sys/role",
  permission: "system:role",
  table: "sys_role",
  fields: {
    roleName: field.text({ label: "角色名称", required: true, max: 200, query: "like" }),
    roleCode: field.text({ label: "角色编码", required: true, max: 100, unique: true, query: "like" }),
    description: field.textarea({ label: "描述", max: 255, excel: { width: 30 } }),
    createTime: field.datetime({ label: "创建时间", form: false, query: "range", excel: { width: 20 } }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/**
 * 数据规则: a condition attached to a menu (sys_permission_data_rule), which roles are then granted per menu.
 * The rules live under the menu editor's routes (`/sys/permission/{add,edit,delete}PermissionRule`), so the
 * codes are JeecgBoot's `system:permission:*Rule`.
 */
export const permissionDataRule = defineResource({
  name: "permissionDataRule",
  title: "数据规则",
  api: "/sys/permission",
  permission: "system:permission",
  table: "sys_permission_data_rule",
  codes: {
    add: "system:permission:addRule",
    edit: "system:permission:editRule",
    delete: "system:permission:deleteRule",
  },
  fields: {
    ruleName: field.text({ label: "规则名称", required: true, max: 50, query: "like" }),
    ruleColumn: field.text({ label: "规则字段", required: true, max: 50, query: "like" }),
    ruleConditions: field.dict("rule_conditions", { label: "条件规则", required: true, max: 50 }),
    ruleValue: field.text({ label: "规则值", required: true, max: 300, query: "like" }),
    status: field.dict("valid_status", { label: "状态", max: 3, form: { default: "1" } }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/** 校验规则: a coding rule a form value is checked against (`/sys/checkRule/checkByCode`). */
export const checkRule = defineResource({
  name: "checkRule",
  title: "编码校验规则",
  api: "/sys/checkRule",
  permission: "system:checkRule",
  table: "sys_check_rule",
  fields: {
    ruleName: field.text({ label: "规则名称", max: 100, query: "like" }),
    ruleCode: field.text({ label: "规则编码", required: true, max: 100, unique: true, query: "like" }),
    ruleJson: field.textarea({ label: "规则JSON", required: true, max: 1024, list: false }),
    ruleDescription: field.textarea({ label: "规则描述", max: 200, list: { ellipsis: true } }),
  },
});

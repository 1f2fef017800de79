import { defineResource, field } from "@kanya/core/resource";

/** 填值规则: a named generator of form values (order numbers, category codes). */
export const fillRule = defineResource({
  name: "fillRule",
  title: "填值规则",
  api: "/sys/fillRule",
  permission: "system:fillRule",
  table: "sys_fill_rule",
  fields: {
    ruleName: field.text({ label: "规则名称", max: 100, query: "like" }),
    ruleCode: field.text({ label: "规则编码", required: true, max: 100, unique: true, query: "like" }),
    ruleClass: field.text({ label: "规则实现类", required: true, max: 100 }),
    ruleParams: field.textarea({ label: "规则参数", max: 200, list: { ellipsis: true } }),
  },
});

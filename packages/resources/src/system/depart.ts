import { defineResource, field } from "@kanya/core/resource";

/**
 * 部门: a tenant's organisation tree (companies, departments, posts). The org code is generated from the
 * place in the tree and never written by a form; the parent is chosen by where a department is added.
 */
export const depart = defineResource({
  name: "depart",
  title: "部门",
  api: "/sys/sysDepart",
  permission: "system:depart",
  table: "sys_depart",
  codes: { import: "system:depart:importExcel", export: "system:depart:exportXls" },
  fields: {
    departName: field.text({ label: "机构名称", required: true, max: 100, query: "like" }),
    departNameEn: field.text({ label: "英文名", max: 500 }),
    orgCode: field.text({ label: "机构编码", max: 64, form: false }),
    orgCategory: field.dict("org_category", {
      label: "机构类型",
      required: true,
      max: 10,
      form: { default: "2" },
    }),
    departOrder: field.number({ label: "排序", integer: true, min: 0, max: 99999, form: { default: 0 } }),
    mobile: field.text({ label: "电话", max: 32 }),
    fax: field.text({ label: "传真", max: 32 }),
    address: field.text({ label: "地址", max: 100 }),
    memo: field.textarea({ label: "备注", max: 500, form: { span: 24 } }),
  },
});

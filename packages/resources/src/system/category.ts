import { defineResource, field } from "@kanya/core/resource";

/** 分类字典: a tree of categories (root `pid` "0"); a code left empty is made by the server from the parent's. */
export const category = defineResource({
  name: "category",
  title: "分类字典",
  api: "/sys/category",
  permission: "system:category",
  table: "sys_category",
  codes: { import: "system:category:importExcel", export: "system:category:exportXls" },
  fields: {
    name: field.text({ label: "类型名称", required: true, max: 100, query: "like" }),
    code: field.text({ label: "类型编码", max: 100, query: "like" }),
    pid: field.hidden({ label: "父级节点", max: 36, list: false, excel: false }),
  },
});

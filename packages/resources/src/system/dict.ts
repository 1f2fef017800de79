import { defineResource, field } from "@kanya/core/resource";

/** 数据字典: a dictionary (its items are `dictItem`); deleting one puts it in the recycle bin. */
export const dict = defineResource({
  name: "dict",
  title: "字典",
  api: "/sys/dict",
  permission: "system:dict",
  table: "sys_dict",
  codes: { import: "system:dict:importExcel", export: "system:dict:exportXls" },
  fields: {
    dictName: field.text({ label: "字典名称", required: true, max: 100, query: "like" }),
    dictCode: field.text({ label: "字典编码", required: true, max: 100, query: "like" }),
    description: field.text({ label: "描述", max: 255, form: { span: 24 } }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/** 字典项: one choice of a dictionary (`dictId`), listed by `sortOrder`; a disabled one is not offered. */
export const dictItem = defineResource({
  name: "dictItem",
  title: "字典项",
  api: "/sys/dictItem",
  permission: "system:dict:item",
  table: "sys_dict_item",
  // Items are read with the dictionary's list code and travel in the dictionary's sheet.
  codes: {
    list: "system:dict:list",
    import: "system:dict:importExcel",
    export: "system:dict:exportXls",
  },
  fields: {
    itemText: field.text({ label: "名称", required: true, max: 100, query: "like" }),
    itemValue: field.text({ label: "数据值", required: true, max: 100 }),
    description: field.text({ label: "描述", max: 255 }),
    sortOrder: field.number({ label: "排序值", integer: true, min: 0, max: 99_999, form: { default: 1 } }),
    status: field.dict("dict_item_status", {
      label: "是否启用",
      required: true,
      query: "eq",
      form: { default: "1" },
    }),
    dictId: field.hidden({ label: "字典", max: 32, list: false, excel: false }),
  },
});

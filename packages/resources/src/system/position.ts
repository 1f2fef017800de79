import { defineResource, field } from "@kanya/core/resource";

/** 职务: positions of a tenant, ranked by the `position_rank` dictionary. */
export const position = defineResource({
  name: "position",
  title: "职务",
  api: "/sys/position",
  permission: "system:position",
  table: "sys_position",
  codes: { import: "system:position:importExcel", export: "system:position:exportXls" },
  fields: {
    code: field.text({ label: "职务编码", required: true, max: 100, unique: true, query: "like" }),
    name: field.text({ label: "职务名称", required: true, max: 100, query: "like" }),
    postRank: field.dict("position_rank", {
      label: "职级",
      required: true,
      max: 2,
      oneOf: { values: ["1", "2", "3", "4", "5"], message: "职级不正确，应为 1（员级）到 5（正高级）" },
      query: "eq",
      excel: { width: 10 },
    }),
    companyId: field.hidden({ label: "公司", max: 255, excel: false }),
  },
});

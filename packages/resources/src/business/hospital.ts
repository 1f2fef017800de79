import { defineResource, field } from "@kanya/core/resource";

/** 医院: a hospital or clinic orders are served at; `area` is the district's code of the area tree (spec §3). */
export const hospital = defineResource({
  name: "hospital",
  title: "医院",
  api: "/business/hospital",
  permission: "business:hospital",
  table: "biz_hospital",
  fields: {
    name: field.text({ label: "医院名称", required: true, max: 100, unique: true, query: "like" }),
    level: field.dict("hospital_level", { label: "医院等级", required: true, max: 2, query: "eq" }),
    area: field.area({ label: "省市区", max: 20, list: false, textField: "areaText" }),
    areaText: field.text({ label: "所在地区", max: 100, query: "like" }),
    address: field.text({ label: "详细地址", max: 200, list: { ellipsis: true } }),
    departments: field.textarea({ label: "科室", max: 500, list: { ellipsis: true } }),
    phone: field.text({ label: "联系电话", max: 20, list: false }),
    cooperationStatus: field.dict("cooperation_status", {
      label: "合作状态",
      required: true,
      max: 2,
      query: "eq",
      form: { default: "1" },
    }),
  },
});

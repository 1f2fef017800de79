import { defineResource, field } from "@kanya/core/resource";

/** 牙医: a dentist of one store; `schedule` is the weekly clinic days as text (周一至周五 全天). */
export const dentist = defineResource({
  name: "dentist",
  title: "牙医",
  api: "/dentistry/dentist",
  permission: "dentistry:dentist",
  table: "biz_dentist",
  fields: {
    name: field.text({ label: "医生姓名", required: true, max: 50, query: "like" }),
    storeId: field.ref("dentistryStore", {
      label: "门店",
      required: true,
      max: 36,
      list: false,
    }),
    storeName: field.text({ label: "所属门店", max: 50, form: false }),
    title: field.dict("doctor_title", { label: "职称", required: true, max: 2, query: "eq" }),
    specialty: field.textarea({ label: "擅长", max: 500, list: { ellipsis: true } }),
    schedule: field.text({ label: "出诊时间", max: 200, list: { ellipsis: true } }),
    status: field.dict("doctor_status", {
      label: "状态",
      required: true,
      max: 2,
      query: "eq",
      form: { default: "1" },
    }),
  },
});

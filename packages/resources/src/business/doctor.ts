import { defineResource, field } from "@kanya/core/resource";

/** 医生: a doctor of a hospital; `schedule` is the weekly clinic days as text (周一上午、周三全天). */
export const doctor = defineResource({
  name: "doctor",
  title: "医生",
  api: "/business/doctor",
  permission: "business:doctor",
  table: "biz_doctor",
  fields: {
    name: field.text({ label: "医生姓名", required: true, max: 50, query: "like" }),
    hospitalId: field.ref("hospital", { label: "医院", required: true, max: 32, list: false }),
    hospitalName: field.text({ label: "所属医院", max: 100, query: "like", form: false }),
    department: field.text({ label: "科室", required: true, max: 50, query: "like" }),
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

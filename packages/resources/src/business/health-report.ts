import { defineResource, field } from "@kanya/core/resource";

/**
 * 健康报告: a patient's examination, laboratory or imaging report from a hospital, its PDF uploaded and
 * previewed, with the conclusion and a doctor's interpretation in rich text.
 */
export const healthReport = defineResource({
  name: "healthReport",
  title: "健康报告",
  api: "/business/healthReport",
  permission: "business:healthReport",
  table: "biz_health_report",
  fields: {
    patientId: field.ref("patient", { label: "患者", required: true, max: 36, list: false }),
    patientName: field.text({ label: "患者", max: 50, query: "like", form: false }),
    type: field.dict("report_type", { label: "报告类型", required: true, max: 2, query: "eq" }),
    hospitalId: field.ref("hospital", { label: "医院", required: true, max: 36, list: false }),
    hospitalName: field.text({
      label: "医院",
      max: 100,
      query: "like",
      form: false,
      list: { ellipsis: true },
    }),
    reportDate: field.date({ label: "报告日期", required: true, query: "range", sort: true }),
    file: field.upload({ label: "报告文件", required: true, max: 1000, list: false }),
    conclusion: field.textarea({ label: "报告结论", required: true, max: 1000, list: { ellipsis: true } }),
    interpretation: field.richText({ label: "医生解读", max: 20000, list: false }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/** The two kinds of consultation, one resource: the menu's 视频问诊 and 电话问诊 pages each show one. */
export const CONSULTATION_KIND = { video: "video", phone: "phone" } as const;
export type ConsultationKind = (typeof CONSULTATION_KIND)[keyof typeof CONSULTATION_KIND];

/**
 * 视频问诊 / 电话问诊: a doctor's remote consultation of a patient. The status moves only through the flow
 * (consultation-flow.ts); the doctor writes the summary in markdown; the names beside the ids are the
 * server's.
 */
export const consultation = defineResource({
  name: "consultation",
  title: "问诊",
  api: "/business/consultation",
  permission: "business:consultation",
  table: "biz_consultation",
  fields: {
    kind: field.dict("consultation_kind", { label: "问诊方式", required: true, max: 8 }),
    patientId: field.ref("patient", { label: "患者", required: true, max: 36, list: false }),
    patientName: field.text({ label: "患者", max: 50, query: "like", form: false }),
    doctorId: field.ref("doctor", { label: "医生", required: true, max: 36, list: false }),
    doctorName: field.text({ label: "医生", max: 50, query: "like", form: false }),
    hospitalName: field.text({ label: "医院", max: 100, form: false, list: { ellipsis: true } }),
    scheduledTime: field.datetime({ label: "预约时间", required: true, query: "range", sort: true }),
    durationMinutes: field.number({ label: "时长(分钟)", integer: true, min: 0, max: 600 }),
    status: field.dict("consultation_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
    }),
    summary: field.markdown({ label: "问诊小结", max: 20000, list: false }),
    recordingUrl: field.text({ label: "录音/录像链接", max: 500, rule: "httpUrl", list: false }),
  },
});

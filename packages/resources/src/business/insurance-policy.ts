import { defineResource, field } from "@kanya/core/resource";

/**
 * 保单: an insurer channel's policy on one insured patient — product, coverage (保额) and premium for a
 * period. Claims are made against a policy in force (生效中). The insured's name is kept beside the id by
 * the server; the insurer is a 保险公司 channel (`insurer_channel`, the insurer channels of `CHANNELS`).
 */
export const insurancePolicy = defineResource({
  name: "insurancePolicy",
  title: "保单",
  api: "/business/insurancePolicy",
  permission: "business:insurancePolicy",
  table: "biz_insurance_policy",
  fields: {
    policyNo: field.text({
      label: "保单号",
      required: true,
      max: 32,
      unique: true,
      query: "like",
      list: { width: 150, sort: true },
    }),
    channelId: field.dict("insurer_channel", {
      label: "保险公司",
      required: true,
      max: 10,
      query: "eq",
      list: { width: 100 },
    }),
    holderName: field.text({ label: "投保人", required: true, max: 50, query: "like", list: false }),
    insuredPatientId: field.ref("patient", { label: "被保险人", required: true, max: 32, list: false }),
    insuredName: field.text({ label: "被保险人", max: 50, query: "like", form: false, list: { width: 90 } }),
    product: field.text({
      label: "保险产品",
      required: true,
      max: 100,
      query: "like",
      list: { width: 100, ellipsis: true },
    }),
    coverage: field.money({
      label: "保额",
      required: true,
      min: 0,
      max: 99999999,
      statistics: "sum",
      list: { width: 100 },
    }),
    premium: field.money({ label: "保费", required: true, min: 0, max: 99999999, list: false }),
    startDate: field.date({
      label: "生效日期",
      required: true,
      query: "range",
      list: { width: 105, sort: true },
    }),
    endDate: field.date({ label: "终止日期", required: true, list: { width: 105, sort: true } }),
    status: field.dict("policy_status", {
      label: "状态",
      required: true,
      max: 2,
      query: "eq",
      counts: true,
      form: { default: "1" },
      list: { width: 80 },
    }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

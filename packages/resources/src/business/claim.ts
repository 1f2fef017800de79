import { defineResource, field } from "@kanya/core/resource";

/**
 * 理赔: a claim on a policy for its insured patient's treatment at a hospital. The claim number comes
 * from the server's fill rule; the claimed amount is the invoices' 合计 (claim-invoices.ts, computed by the
 * server); the approved amount is set when the claim is settled; the status moves only through the flow
 * (claim-flow.ts). Attachments are uploaded papers (PDF or images), comma-separated paths.
 */
export const claim = defineResource({
  name: "claim",
  title: "理赔",
  api: "/business/claim",
  permission: "business:claim",
  table: "biz_claim",
  fields: {
    // LP + date + 4 digits with the sort arrows: wider than the default column.
    claimNo: field.text({
      label: "理赔号",
      max: 32,
      unique: true,
      query: "like",
      form: false,
      list: { width: 170, sort: true },
    }),
    policyId: field.ref("insurancePolicy", { label: "保单", required: true, max: 32, list: false }),
    policyNo: field.text({ label: "保单号", max: 32, query: "like", form: false, list: false }),
    channelId: field.dict("insurer_channel", {
      label: "保险公司",
      max: 10,
      query: "eq",
      form: false,
      list: { width: 110 },
    }),
    // The policy's insured, set by the server from the policy.
    patientId: field.ref("patient", { label: "患者", max: 32, list: false, form: false }),
    patientName: field.text({ label: "患者", max: 50, query: "like", form: false, list: { width: 90 } }),
    hospitalId: field.ref("hospital", { label: "就诊医院", required: true, max: 32, list: false }),
    hospitalName: field.text({ label: "就诊医院", max: 100, form: false, list: false }),
    accidentDate: field.date({
      label: "出险日期",
      required: true,
      query: "range",
      list: { width: 120, sort: true },
    }),
    diagnosis: field.text({ label: "诊断", required: true, max: 200, list: false }),
    claimedAmount: field.money({
      label: "申请金额",
      min: 0,
      max: 99999999,
      statistics: "sum",
      form: false,
      list: { width: 110 },
    }),
    approvedAmount: field.money({
      label: "核定金额",
      min: 0,
      max: 99999999,
      statistics: "sum",
      form: false,
      list: { width: 110 },
    }),
    attachments: field.upload({ label: "理赔材料", max: 1000, list: false, excel: false }),
    status: field.dict("claim_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
      list: { width: 90 },
    }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

import { defineDetailRows, field } from "@kanya/core/resource";

/** A claim's invoices (发票), edited in the claim's form and saved with it; their 合计 is the claimed amount. */
export const claimInvoices = defineDetailRows({
  title: "发票",
  min: 1,
  max: 50,
  fields: {
    invoiceNo: field.text({ label: "发票号", required: true, max: 32 }),
    invoiceDate: field.date({ label: "日期", required: true }),
    item: field.text({ label: "项目", required: true, max: 50 }),
    amount: field.money({ label: "金额", required: true, min: 0.01, max: 9999999, statistics: "sum" }),
  },
});

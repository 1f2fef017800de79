import { defineResource, field } from "@kanya/core/resource";

/**
 * 服务订单: one service (体检, 挂号, 陪诊, 齿科, 问诊) for a patient through a channel. The order number comes
 * from the server's fill rule; the status moves only through the flow's transitions (order-flow.ts); the
 * names beside the referenced ids are kept by the server so lists read without joins.
 */
export const serviceOrder = defineResource({
  name: "serviceOrder",
  title: "服务订单",
  api: "/business/serviceOrder",
  permission: "business:serviceOrder",
  table: "biz_service_order",
  fields: {
    // FW + date + 4 digits (FW202611259001) with the sort arrows: wider than the default column.
    orderNo: field.text({
      label: "订单号",
      max: 32,
      unique: true,
      query: "like",
      form: false,
      list: { width: 170, sort: true },
    }),
    channelId: field.dict("business_channel", { label: "渠道", required: true, max: 10, query: "eq" }),
    serviceType: field.dict("service_type", { label: "服务类型", required: true, max: 2, query: "eq" }),
    customerId: field.ref("customer", { label: "客户", required: true, max: 32, list: false }),
    customerName: field.text({ label: "客户", max: 50, query: "like", form: false }),
    patientId: field.ref("patient", { label: "患者", required: true, max: 32, list: false }),
    patientName: field.text({ label: "患者", max: 50, query: "like", form: false }),
    hospitalId: field.ref("hospital", { label: "医院", max: 32, list: false }),
    hospitalName: field.text({ label: "医院", max: 100, form: false, list: { ellipsis: true } }),
    doctorId: field.ref("doctor", { label: "医生", max: 32, list: false }),
    doctorName: field.text({ label: "医生", max: 50, form: false }),
    appointmentTime: field.datetime({ label: "预约时间", query: "range", sort: true }),
    amount: field.money({ label: "订单金额", required: true, min: 0, max: 99999999, statistics: "sum" }),
    paidAmount: field.money({ label: "实付金额", min: 0, max: 99999999, statistics: "sum" }),
    payMethod: field.dict("pay_method", { label: "支付方式", max: 2, query: "eq" }),
    status: field.dict("service_order_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
    }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/**
 * 牙科订单 (预约): one visit of a patient to a store, with the dentist of that store. The order number is the
 * server's (`YK` + day + daily sequence); the status moves only along the flow (dentistry-order-flow.ts);
 * the amount is the 合计 of the treatment items, written by the server when treatment is finished; the
 * payment method and the amount paid are written by 收款. Names beside the ids are kept by the server.
 */
export const dentistryOrder = defineResource({
  name: "dentistryOrder",
  title: "牙科订单",
  api: "/dentistry/order",
  permission: "dentistry:order",
  table: "biz_dentistry_order",
  fields: {
    orderNo: field.text({ label: "订单号", max: 32, unique: true, query: "like", sort: true, form: false }),
    storeId: field.ref("dentistryStore", {
      label: "门店",
      required: true,
      max: 36,
      list: false,
    }),
    storeName: field.text({ label: "门店", max: 50, form: false }),
    patientId: field.ref("dentistryPatient", { label: "患者", required: true, max: 36, list: false }),
    patientName: field.text({ label: "患者", max: 50, query: "like", form: false }),
    patientMobile: field.text({ label: "手机号", max: 11, query: "like", form: false }),
    dentistId: field.ref("dentist", { label: "医生", max: 36, list: false }),
    dentistName: field.text({ label: "医生", max: 50, form: false }),
    appointmentTime: field.datetime({ label: "预约时间", required: true, query: "range", sort: true }),
    amount: field.money({ label: "应收金额", min: 0, max: 99999999, form: false, statistics: "sum" }),
    paidAmount: field.money({ label: "实收金额", min: 0, max: 99999999, form: false, statistics: "sum" }),
    payMethod: field.dict("pay_method", { label: "支付方式", max: 2, query: "eq", form: false }),
    status: field.dict("dentistry_order_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
    }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

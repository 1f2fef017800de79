import { defineResource, field } from "@kanya/core/resource";

/** 患者: the person served; a customer's family member or the customer; may hold a member card. */
export const patient = defineResource({
  name: "patient",
  title: "患者",
  api: "/business/patient",
  permission: "business:patient",
  table: "biz_patient",
  fields: {
    name: field.text({ label: "姓名", required: true, max: 50, query: "like" }),
    sex: field.dict("sex", { label: "性别", required: true, max: 2, query: "eq" }),
    birthday: field.date({ label: "出生日期" }),
    idCard: field.text({ label: "身份证号", max: 18, rule: "idCard", unique: true, query: "eq" }),
    mobile: field.text({ label: "手机号", required: true, max: 11, rule: "mobile", query: "like" }),
    recordNo: field.text({ label: "病历号", max: 32, unique: true, query: "eq" }),
    allergies: field.textarea({ label: "过敏史", max: 500, list: { ellipsis: true } }),
    channelId: field.dict("business_channel", { label: "渠道", max: 10, query: "eq" }),
    customerId: field.ref("customer", { label: "所属客户", max: 32, list: false }),
    memberCardId: field.ref("memberCard", { label: "会员卡", max: 32, list: false }),
  },
});

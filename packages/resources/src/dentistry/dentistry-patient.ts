import { defineResource, field } from "@kanya/core/resource";

/**
 * 牙科患者: a patient of a store's front desk. The record number (病历号) is the server's when left empty
 * (`YK` + a sequence); the ID card follows spec §5's mainland rule.
 */
export const dentistryPatient = defineResource({
  name: "dentistryPatient",
  title: "牙科患者",
  api: "/dentistry/patient",
  permission: "dentistry:patient",
  table: "biz_dentistry_patient",
  fields: {
    name: field.text({ label: "姓名", required: true, max: 50, query: "like" }),
    sex: field.dict("sex", { label: "性别", required: true, max: 2, query: "eq" }),
    birthday: field.date({ label: "出生日期" }),
    mobile: field.text({ label: "手机号", required: true, max: 11, rule: "mobile", query: "like" }),
    idCard: field.text({ label: "身份证号", max: 18, rule: "idCard", unique: true, query: "eq" }),
    recordNo: field.text({ label: "病历号", max: 32, unique: true, query: "eq" }),
    storeId: field.ref("dentistryStore", {
      label: "门店",
      required: true,
      max: 36,
      list: false,
    }),
    storeName: field.text({ label: "建档门店", max: 50, form: false }),
    allergies: field.textarea({ label: "过敏史", max: 500, list: { ellipsis: true } }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/** 渠道: a partner or insurer that brings customers and orders; its code is the spec's channel code. */
export const channel = defineResource({
  name: "channel",
  title: "渠道",
  api: "/business/channel",
  permission: "business:channel",
  table: "biz_channel",
  fields: {
    code: field.text({ label: "渠道编码", required: true, max: 10, unique: true, query: "eq", sort: true }),
    name: field.text({ label: "渠道名称", required: true, max: 50, query: "like" }),
    type: field.dict("channel_type", { label: "渠道类型", required: true, max: 2, query: "eq" }),
    // Picked from 用户列表 (the seeded online report user_report), as a JeecgBoot form's JPopup: the user's
    // realname and phone fill 联系人 and 联系电话.
    contactName: field.popup("user_report", {
      label: "联系人",
      max: 20,
      orgFields: "realname,phone",
      destFields: "contactName,contactPhone",
    }),
    contactPhone: field.text({ label: "联系电话", max: 20, rule: "mobile" }),
    departIds: field.department({ label: "负责部门", max: 500, list: { ellipsis: true } }),
    status: field.dict("use_status", {
      label: "状态",
      required: true,
      max: 2,
      query: "eq",
      form: { default: "1" },
    }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

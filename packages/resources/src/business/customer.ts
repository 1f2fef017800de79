import { defineResource, field } from "@kanya/core/resource";

/** 客户: the person or company an order is for; a member holds member cards. */
export const customer = defineResource({
  name: "customer",
  title: "客户",
  api: "/business/customer",
  permission: "business:customer",
  table: "biz_customer",
  fields: {
    name: field.text({ label: "客户名称", required: true, max: 50, query: "like" }),
    type: field.dict("customer_type", { label: "客户类型", required: true, max: 2, query: "eq" }),
    mobile: field.text({
      label: "手机号",
      required: true,
      max: 11,
      rule: "mobile",
      unique: true,
      query: "like",
    }),
    channelId: field.dict("business_channel", { label: "渠道", required: true, max: 10, query: "eq" }),
    isMember: field.switch({ label: "会员", max: 1, form: { default: "N" } }),
    memberLevel: field.dict("member_level", { label: "会员等级", max: 2, query: "eq" }),
    email: field.text({ label: "邮箱", max: 100, rule: "email", list: false }),
    address: field.text({ label: "地址", max: 200, list: { ellipsis: true } }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

import { defineResource, field } from "@kanya/core/resource";

/**
 * 会员卡: a service package sold through a channel; the holder is a customer. Status moves by its own
 * actions (激活, 冻结, 解冻), never by the form: 未激活 → 已激活 ⇄ 已冻结; 已过期 past the validity.
 */
export const memberCard = defineResource({
  name: "memberCard",
  title: "会员卡",
  api: "/business/memberCard",
  permission: "business:memberCard",
  table: "biz_member_card",
  fields: {
    cardNo: field.text({ label: "卡号", required: true, max: 32, unique: true, query: "like", sort: true }),
    // Also a 筛选 menu in its column header (several 套餐 at once: `cardType=1,2`).
    cardType: field.dict("member_card_package", {
      label: "服务套餐",
      required: true,
      max: 2,
      query: "eq",
      list: { filter: true },
    }),
    channelId: field.dict("business_channel", { label: "渠道", required: true, max: 10, query: "eq" }),
    customerId: field.ref("customer", { label: "持卡人", max: 32, list: false }),
    holderName: field.text({ label: "持卡人", max: 50, query: "like", form: false }),
    activationCode: field.text({ label: "激活码", max: 32, list: false, excel: false }),
    activateTime: field.datetime({ label: "激活时间", form: false, sort: true }),
    validFrom: field.date({ label: "生效日期" }),
    validTo: field.date({ label: "到期日期", query: "range", sort: true }),
    remainingTimes: field.number({ label: "剩余次数", integer: true, min: 0, max: 9999 }),
    balance: field.money({ label: "余额", min: 0, max: 99999999, statistics: "sum" }),
    status: field.dict("member_card_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      counts: true,
    }),
  },
});

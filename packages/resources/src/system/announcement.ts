import { defineResource, field } from "@kanya/core/resource";

/**
 * 系统通告: an announcement (JeecgBoot's `titile`, sic), saved as a draft and then released to everyone
 * or to chosen users (`userIds`), or revoked; only a draft is edited.
 */
export const announcement = defineResource({
  name: "announcement",
  title: "系统通告",
  api: "/sys/annountCement",
  permission: "system:announcement",
  table: "sys_announcement",
  codes: { import: "system:announcement:importExcel", export: "system:announcement:exportXls" },
  fields: {
    titile: field.text({ label: "标题", required: true, max: 100, query: "like", list: { width: 200 } }),
    msgCategory: field.dict("msg_category", {
      label: "消息类型",
      required: true,
      max: 10,
      query: "eq",
      form: { default: "1" },
    }),
    priority: field.dict("priority", { label: "优先级", required: true, max: 255, form: { default: "L" } }),
    msgType: field.dict("msg_type", { label: "通告对象", required: true, max: 10, form: { default: "ALL" } }),
    userIds: field.user({ label: "指定用户", list: false, excel: false }),
    startTime: field.datetime({ label: "开始时间" }),
    endTime: field.datetime({ label: "结束时间" }),
    openType: field.text({ label: "打开方式", max: 20, list: false, excel: false }),
    openPage: field.text({ label: "跳转地址", max: 255, list: false, excel: false }),
    msgAbstract: field.textarea({ label: "摘要", max: 2000, list: false }),
    msgContent: field.richText({ label: "内容", list: false, form: { span: 24 } }),
    sender: field.text({ label: "发布人", max: 100, form: false }),
    sendStatus: field.dict("send_status", { label: "发布状态", max: 10, query: "eq", form: false }),
    sendTime: field.datetime({ label: "发布时间", form: false }),
  },
});

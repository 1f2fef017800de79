import { defineResource, field } from "@kanya/core/resource";

/** 消息管理: messages sent (or to send) by system notice, e-mail, DingTalk or WeCom (`es*`, JeecgBoot's names). */
export const message = defineResource({
  name: "message",
  title: "消息",
  api: "/sys/message/sysMessage",
  permission: "system:message",
  table: "sys_sms",
  codes: { import: "system:message:importExcel", export: "system:message:exportXls" },
  fields: {
    esTitle: field.text({ label: "消息标题", max: 100, query: "like" }),
    esType: field.dict("messageType", { label: "发送方式", max: 50, query: "eq" }),
    esReceiver: field.text({ label: "接收人", required: true, max: 1000, query: "like" }),
    esContent: field.textarea({ label: "发送内容", required: true, list: false }),
    esParam: field.textarea({ label: "发送所需参数", max: 1000, list: false }),
    esSendTime: field.datetime({ label: "发送时间", list: { sort: true } }),
    esSendStatus: field.dict("msgSendStatus", { label: "发送状态", max: 1, query: "eq" }),
    esSendNum: field.number({ label: "发送次数", integer: true, min: 0 }),
    esResult: field.text({ label: "推送失败原因", max: 255, list: false }),
    remark: field.textarea({ label: "备注", max: 500, list: false }),
  },
});

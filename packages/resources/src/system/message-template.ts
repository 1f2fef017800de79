import { defineResource, field } from "@kanya/core/resource";

/** 消息模板: text or rich-text templates with `${name}` placeholders, sent by `sendMsg`. */
export const messageTemplate = defineResource({
  name: "messageTemplate",
  title: "消息模板",
  api: "/sys/message/sysMessageTemplate",
  permission: "system:messageTemplate",
  table: "sys_sms_template",
  fields: {
    templateCode: field.text({ label: "模板编码", required: true, max: 32, unique: true, query: "like" }),
    templateName: field.text({ label: "模板标题", max: 50, query: "like" }),
    templateType: field.dict("msgType", { label: "模板类型", required: true, max: 1, query: "eq" }),
    templateContent: field.textarea({ label: "模板内容", required: true, max: 100_000, list: false }),
    templateTestJson: field.textarea({ label: "测试数据", max: 5000, list: false, excel: false }),
    useStatus: field.text({ label: "是否使用", max: 1, query: "eq" }),
  },
});

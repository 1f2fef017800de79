import { defineResource, field } from "@kanya/core/resource";

/** 对象存储文件: files uploaded to the server's store (`/sys/oss/file/*`); uploaded, never edited. */
export const ossFile = defineResource({
  name: "ossFile",
  title: "文件",
  api: "/sys/oss/file",
  permission: "system:ossFile",
  table: "oss_file",
  fields: {
    fileName: field.text({ label: "文件名称", max: 255, query: "like" }),
    url: field.text({ label: "文件地址", max: 1000, list: { ellipsis: true } }),
    createTime: field.datetime({ label: "上传时间", form: false, list: { sort: true } }),
  },
});

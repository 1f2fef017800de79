import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `message.*`: the defaults its components fall back to without a catalog. */
export const messageZhCN: NamespaceMessages<"message"> = {
  "message.info": "信息",
  "message.success": "成功",
  "message.warning": "警告",
  "message.error": "错误",
  "message.loading": "加载中",
};

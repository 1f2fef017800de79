import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `result.*`: the defaults its components fall back to without a catalog. */
export const resultZhCN: NamespaceMessages<"result"> = {
  "result.success.title": "操作成功",
  "result.info.title": "提示",
  "result.warning.title": "警告",
  "result.error.title": "操作失败",
  "result.403.title": "403",
  "result.403.subTitle": "抱歉，你无权访问该页面",
  "result.404.title": "404",
  "result.404.subTitle": "抱歉，你访问的页面不存在",
  "result.500.title": "500",
  "result.500.subTitle": "抱歉，服务器出错了",
};

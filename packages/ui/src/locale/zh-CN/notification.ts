import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `notification.*`: the defaults its components fall back to without a catalog. */
export const notificationZhCN: NamespaceMessages<"notification"> = {
  "notification.close": "关闭通知",
};

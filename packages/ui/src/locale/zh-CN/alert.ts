import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `alert.*`: the defaults its components fall back to without a catalog. */
export const alertZhCN: NamespaceMessages<"alert"> = {
  "alert.close": "关闭",
};

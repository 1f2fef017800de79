import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `empty.*`: the defaults its components fall back to without a catalog. */
export const emptyZhCN: NamespaceMessages<"empty"> = {
  "empty.description": "暂无数据",
};

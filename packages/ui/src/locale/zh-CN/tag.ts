import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `tag.*`: the defaults its components fall back to without a catalog. */
export const tagZhCN: NamespaceMessages<"tag"> = {
  "tag.close": "关闭标签",
  "tag.closeNamed": "关闭标签 {name}",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `button.*`: the defaults its components fall back to without a catalog. */
export const buttonZhCN: NamespaceMessages<"button"> = {
  "button.loading": "加载中",
};

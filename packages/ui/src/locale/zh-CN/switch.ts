import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `switch.*`: the defaults its components fall back to without a catalog. */
export const switchZhCN: NamespaceMessages<"switch"> = {
  "switch.loading": "加载中",
};

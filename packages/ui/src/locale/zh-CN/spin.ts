import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `spin.*`: the defaults its components fall back to without a catalog. */
export const spinZhCN: NamespaceMessages<"spin"> = {
  "spin.loading": "加载中",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `input.*`: the defaults its components fall back to without a catalog. */
export const inputZhCN: NamespaceMessages<"input"> = {
  "input.clear": "清除",
  "input.count": "{count} / {max}",
};

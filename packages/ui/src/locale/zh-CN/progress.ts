import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `progress.*`: the defaults its components fall back to without a catalog. */
export const progressZhCN: NamespaceMessages<"progress"> = {
  "progress.label": "进度",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `skeleton.*`: the defaults its components fall back to without a catalog. */
export const skeletonZhCN: NamespaceMessages<"skeleton"> = {
  "skeleton.loading": "加载中",
};

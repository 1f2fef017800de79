import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `badge.*`: the defaults its components fall back to without a catalog. */
export const badgeZhCN: NamespaceMessages<"badge"> = {
  "badge.overflow": "{count}+",
};

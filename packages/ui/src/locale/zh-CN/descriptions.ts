import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `descriptions.*`: the defaults its components fall back to without a catalog. */
export const descriptionsZhCN: NamespaceMessages<"descriptions"> = {
  "descriptions.colon": "：",
};

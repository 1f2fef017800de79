import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `drawer.*`: the defaults its components fall back to without a catalog. */
export const drawerZhCN: NamespaceMessages<"drawer"> = {
  "drawer.close": "关闭",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `breadcrumb.*`: the defaults its components fall back to without a catalog. */
export const breadcrumbZhCN: NamespaceMessages<"breadcrumb"> = {
  "breadcrumb.label": "面包屑",
};

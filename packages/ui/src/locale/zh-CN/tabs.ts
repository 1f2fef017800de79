import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `tabs.*`: the defaults its components fall back to without a catalog. */
export const tabsZhCN: NamespaceMessages<"tabs"> = {
  "tabs.close": "关闭 {label}",
  "tabs.refresh": "刷新",
  "tabs.closeLeft": "关闭左侧",
  "tabs.closeRight": "关闭右侧",
  "tabs.closeOthers": "关闭其它",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `select.*`: the defaults its components fall back to without a catalog. */
export const selectZhCN: NamespaceMessages<"select"> = {
  "select.clear": "清除",
  "select.empty": "暂无数据",
  "select.loading": "加载中",
  "select.removeTag": "移除 {label}",
  "select.moreTags": "+{count}",
};

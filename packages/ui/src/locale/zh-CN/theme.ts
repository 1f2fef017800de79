import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `theme.*`: the defaults its components fall back to without a catalog. */
export const themeZhCN: NamespaceMessages<"theme"> = {
  "theme.color.daybreak": "拂晓蓝",
  "theme.color.dust": "薄暮",
  "theme.color.volcano": "火山",
  "theme.color.sunset": "日暮",
  "theme.color.cyan": "明青",
  "theme.color.green": "极光绿",
  "theme.color.geekblue": "极客蓝",
  "theme.color.purple": "酱紫",
  "theme.primaryColor": "主题色",
  "theme.updateFailed": "Failed to update theme",
  "theme.dismissError": "关闭",
};

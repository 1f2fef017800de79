import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `areaPicker.*` (JAreaLinkage). 'Bad type value' is the spec's (§5) as written, in English. */
export const areaPickerZhCN: NamespaceMessages<"areaPicker"> = {
  "areaPicker.placeholder": "请选择省市区",
  "areaPicker.province": "请选择省",
  "areaPicker.city": "请选择市",
  "areaPicker.district": "请选择区",
  "areaPicker.loading": "加载中",
  "areaPicker.badType": "Bad type value",
  "areaPicker.back": "返回上一级",
};

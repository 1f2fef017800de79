import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `timePicker.*`: the defaults its components fall back to without a catalog. */
export const timePickerZhCN: NamespaceMessages<"timePicker"> = {
  "timePicker.placeholder": "请选择时间",
  "timePicker.open": "打开时间面板",
  "timePicker.dialog": "选择时间",
  "timePicker.clear": "清除",
  "timePicker.now": "此刻",
  "timePicker.ok": "确定",
  "timePicker.hour": "时",
  "timePicker.minute": "分",
  "timePicker.second": "秒",
  "timePicker.invalid": "请输入有效时间，格式 {format}",
};

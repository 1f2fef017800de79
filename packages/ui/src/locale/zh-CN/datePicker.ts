import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `datePicker.*`: the defaults its components fall back to without a catalog. */
export const datePickerZhCN: NamespaceMessages<"datePicker"> = {
  "datePicker.placeholder": "请选择日期",
  "datePicker.dateTimePlaceholder": "请选择日期时间",
  "datePicker.open": "打开日历",
  "datePicker.dialog": "选择日期",
  "datePicker.clear": "清除",
  "datePicker.today": "今天",
  "datePicker.now": "此刻",
  "datePicker.ok": "确定",
  "datePicker.prevMonth": "上个月",
  "datePicker.nextMonth": "下个月",
  "datePicker.prevYear": "上一年",
  "datePicker.nextYear": "下一年",
  "datePicker.monthFormat": "yyyy年M月",
  "datePicker.dayFormat": "yyyy年M月d日 EEEE",
  "datePicker.invalid": "请输入有效日期，格式 {format}",
};

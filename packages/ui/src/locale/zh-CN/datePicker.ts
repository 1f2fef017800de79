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
  "datePicker.weekStartsOn": "1",
  "datePicker.weekdays": "星期日,星期一,星期二,星期三,星期四,星期五,星期六",
  "datePicker.weekdaysShort": "日,一,二,三,四,五,六",
  "datePicker.months": "一月,二月,三月,四月,五月,六月,七月,八月,九月,十月,十一月,十二月",
  "datePicker.monthTitle": "{year}年{month}月",
  "datePicker.dayLabel": "{year}年{month}月{day}日 {weekday}",
  "datePicker.invalid": "请输入有效日期，格式 {format}",
};

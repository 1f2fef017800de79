import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `queryForm.*`: the list page's inline query bar. */
export const queryFormZhCN: NamespaceMessages<"queryForm"> = {
  "queryForm.label": "查询条件",
  "queryForm.search": "查询",
  "queryForm.reset": "重置",
  "queryForm.expand": "展开",
  "queryForm.collapse": "收起",
  "queryForm.rangeStart": "{label}开始",
  "queryForm.rangeEnd": "{label}结束",
  "queryForm.placeholder": "请输入{label}",
  "queryForm.selectPlaceholder": "请选择{label}",
};

import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `dataTable.*`: the defaults its components fall back to without a catalog. */
export const dataTableZhCN: NamespaceMessages<"dataTable"> = {
  "dataTable.label": "数据表格",
  "dataTable.selectAll": "全选",
  "dataTable.selectRow": "选择此行",
  "dataTable.expandRow": "展开行",
  "dataTable.collapseRow": "收起行",
  "dataTable.actions": "操作",
  "dataTable.edit": "编辑",
  "dataTable.more": "更多",
  "dataTable.delete": "删除",
  "dataTable.deleteConfirm": "确定删除吗?",
  "dataTable.ok": "确定",
  "dataTable.cancel": "取消",
  "dataTable.loadFailed": "数据加载失败",
  "dataTable.retry": "重新加载",
  "dataTable.childrenLoading": "加载中...",
  "dataTable.unrecognizedData": "返回数据类型不识别",
  "dataTable.filter": "筛选",
  "dataTable.filtered": "已筛选",
  "dataTable.filterMenu": "{title}筛选",
  "dataTable.reset": "重置",
  "dataTable.resizeColumn": "调整{title}列宽",
};

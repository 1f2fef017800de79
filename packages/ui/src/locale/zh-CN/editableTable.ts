import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `editableTable.*`: the defaults its components fall back to without a catalog. */
export const editableTableZhCN: NamespaceMessages<"editableTable"> = {
  "editableTable.label": "可编辑表格",
  "editableTable.add": "新增",
  "editableTable.remove": "删除",
  "editableTable.clearSelection": "清空选择",
  "editableTable.selected": "已选择 {count} 项",
  "editableTable.rowNumber": "#",
  "editableTable.selectAll": "全选",
  "editableTable.selectRow": "选择第 {row} 行",
  "editableTable.selectColumn": "选择",
  "editableTable.expandRow": "展开行",
  "editableTable.collapseRow": "收起行",
  "editableTable.insertBelow": "在下方插入",
  "editableTable.moveUp": "上移",
  "editableTable.moveDown": "下移",
  "editableTable.dragRow": "拖动排序",
  "editableTable.deleteRow": "删除此行",
  "editableTable.deleteConfirm": "确定删除选中的已保存数据吗?",
  "editableTable.sum": "合计",
  "editableTable.average": "平均",
  "editableTable.rowActions": "操作",
  "editableTable.errorCount": "{count} 个单元格未通过校验",
};

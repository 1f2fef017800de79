import type { NamespaceMessages } from "../messages";

/**
 * zh-CN texts of `advancedQuery.*`: JSuperQuery's button, builder and saved-query list. The refusals and the
 * save outcome (不能查询空条件, 空条件不能保存, 保存名称不能为空, '{name} 已存在，是否覆盖？', 保存成功) are
 * @kanya/core/query's messages.
 */
export const advancedQueryZhCN: NamespaceMessages<"advancedQuery"> = {
  "advancedQuery.button": "高级查询",
  "advancedQuery.active": "已有高级查询条件生效",
  "advancedQuery.title": "高级查询构造器",
  "advancedQuery.matchType": "过滤条件匹配",
  "advancedQuery.matchAnd": "AND（所有条件都要求匹配）",
  "advancedQuery.matchOr": "OR（条件中的任意一个匹配）",
  "advancedQuery.empty": "没有任何查询条件",
  "advancedQuery.add": "添加条件",
  "advancedQuery.addAfter": "在第 {index} 个条件后添加",
  "advancedQuery.remove": "删除第 {index} 个条件",
  "advancedQuery.field": "第 {index} 个条件的查询字段",
  "advancedQuery.fieldPlaceholder": "选择查询字段",
  "advancedQuery.rule": "第 {index} 个条件的匹配规则",
  "advancedQuery.value": "第 {index} 个条件的值",
  "advancedQuery.valuePlaceholder": "请输入值",
  "advancedQuery.inPlaceholder": "多个值用逗号分隔",
  "advancedQuery.rule.eq": "等于",
  "advancedQuery.rule.like": "包含",
  "advancedQuery.rule.right_like": "以..开始",
  "advancedQuery.rule.left_like": "以..结尾",
  "advancedQuery.rule.in": "在...中",
  "advancedQuery.rule.ne": "不等于",
  "advancedQuery.rule.gt": "大于",
  "advancedQuery.rule.ge": "大于等于",
  "advancedQuery.rule.lt": "小于",
  "advancedQuery.rule.le": "小于等于",
  "advancedQuery.yes": "是",
  "advancedQuery.no": "否",
  "advancedQuery.reset": "重置",
  "advancedQuery.search": "查询",
  "advancedQuery.save": "保存查询条件",
  "advancedQuery.saved": "保存的查询",
  "advancedQuery.savedEmpty": "没有保存任何查询",
  "advancedQuery.load": "使用查询“{name}”",
  "advancedQuery.removeSaved": "删除查询“{name}”",
  "advancedQuery.removeSavedConfirm": "是否删除当前查询？",
  "advancedQuery.saveName": "请输入保存的名称",
  "advancedQuery.saveNamePlaceholder": "请输入名称",
};

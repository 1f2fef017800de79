import type { NamespaceMessages } from "../messages";

/**
 * zh-CN texts of `dictSelect.*`: the selects that load (DictSelect, SearchSelect, TreeSelect, CategorySelect).
 * 请输入搜索内容, 没有查询到任何数据 and the condition error are the spec's (§5) as written.
 */
export const dictSelectZhCN: NamespaceMessages<"dictSelect"> = {
  "dictSelect.placeholder": "请选择",
  "dictSelect.searchPlaceholder": "请输入搜索内容",
  "dictSelect.searchPrompt": "请输入搜索内容",
  "dictSelect.searchEmpty": "没有查询到任何数据",
  "dictSelect.conditionInvalid": "组件JTreeSelect-condition传值有误，需要一个json字符串!",
  "dictSelect.loading": "加载中",
  "dictSelect.loadFailed": "加载失败",
  "dictSelect.expand": "展开 {label}",
  "dictSelect.collapse": "收起 {label}",
  "dictSelect.clear": "清除",
  "dictSelect.treeEmpty": "暂无数据",
};

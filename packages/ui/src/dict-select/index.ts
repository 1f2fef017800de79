export { CategorySelect, type CategorySelectProps } from "./CategorySelect";
export { isConditionJson } from "./condition-json";
export { DictSelect, type DictSelectMode, type DictSelectProps } from "./DictSelect";
export { DictText, type DictTextProps } from "./DictText";
export type {
  CategoryLoaders,
  DictOption,
  LoadDictItems,
  LoadDictTexts,
  LoadTreeData,
  SearchDictItems,
  TreeDataQuery,
  TreeOption,
} from "./dict-types";
export { SearchSelect, type SearchSelectProps } from "./SearchSelect";
export { joinValues, splitValues } from "./split-values";
export { TREE_DROPDOWN_MAX_HEIGHT, TreeDropdown, type TreeDropdownProps } from "./TreeDropdown";
export { TreeSelect, type TreeSelectProps } from "./TreeSelect";
export { type DictOptionsState, useDictOptions } from "./use-dict-options";
export { type LazyTreeApi, type TreeRow, type UseLazyTreeOptions, useLazyTree } from "./use-lazy-tree";
export { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, type SearchPhase, useSearchDict } from "./use-search-dict";

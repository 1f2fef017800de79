export { addDictText, DICT_TABLES, loadDictTexts, type WithDictText } from "./dict-text";
export { type FilterRule, type ParsedFilter, parseFilterValue, splitList } from "./filter-value";
export {
  type Condition,
  DEFAULT_PAGE_NO,
  DEFAULT_PAGE_SIZE,
  escapeLike,
  type ListRequest,
  parseListRequest,
} from "./list-request";
export { listMessages, MAX_PAGE_SIZE, SMALL_LIST_PAGE_SIZE } from "./messages";
export { type Page, pageCount, toPage } from "./page";
export {
  type ListCallOptions,
  listContext,
  ordered,
  pageWithValues,
  queryListAll,
  queryListBatches,
  queryListPage,
  serveList,
} from "./serve-list";
export {
  defineListSpec,
  type ListContext,
  type ListField,
  type ListFieldType,
  type ListParams,
  type ListRow,
  type ListSpec,
  type ListTable,
  type SortOrder,
} from "./spec";
export { conditionExpression } from "./where";

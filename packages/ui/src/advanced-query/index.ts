export { AdvancedQuery, type AdvancedQueryProps } from "./AdvancedQuery";
export {
  type BuilderEntry,
  type ConditionGroupRow,
  type ConditionRow,
  entriesOf,
  isGroupRow,
  nodesOf,
} from "./builder-tree";
export {
  ConditionValueEditor,
  type RenderValueEditor,
  type ValueEditorContext,
} from "./ConditionValueEditor";
export {
  dictStringOf,
  optionLabel,
  type QueryField,
  type ValueEditorKind,
  valueEditorKind,
} from "./query-field";
export {
  defaultStorage,
  readSavedQueries,
  type SavedQueryStorage,
  writeSavedQueries,
} from "./saved-query-store";
export {
  type AdvancedQueryApi,
  type AdvancedQueryNotice,
  type AdvancedQueryParams,
  type UseAdvancedQueryOptions,
  useAdvancedQuery,
} from "./use-advanced-query";

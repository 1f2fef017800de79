// Advanced query, text filters and list-request parameters: the builder and the server share these.
export {
  type ConditionProblem,
  conditionFromJson,
  isConditionProblem,
  nodesFromJson,
} from "./condition-from-json.js";
export {
  buildListQueryParams,
  DEFAULT_PAGE_NO,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_COLUMN,
  DEFAULT_SORT_ORDER,
  type ListQueryParams,
  type ListQueryState,
  type ListQueryValue,
  type SortOrder,
} from "./list-query-params.js";
export { DEFAULT_QUERY_LOCALE, type QueryLocale, type QueryMessageKey, queryMessage } from "./messages.js";
export {
  allowsMultipleValues,
  changeRule,
  conditionValues,
  DEFAULT_MATCH_TYPE,
  isCompleteCondition,
  isConditionGroup,
  isMatchType,
  isQueryRule,
  MATCH_TYPES,
  MAX_QUERY_DEPTH,
  type MatchType,
  QUERY_RULES,
  type QueryCondition,
  type QueryConditionGroup,
  type QueryConditionOption,
  type QueryNode,
  type QueryRule,
  queryDepth,
  toWireConditions,
  withConditionValues,
} from "./query-condition.js";
export {
  parseSavedQueries,
  removeSavedQuery,
  SAVED_QUERY_KEY_PREFIX,
  type SavedQuery,
  type SaveQueryDraft,
  type SaveQueryOptions,
  type SaveQueryOutcome,
  savedQueriesStorageKey,
  saveQuery,
} from "./saved-queries.js";
export {
  type AppliedSuperQuery,
  applySuperQuery,
  type SuperQueryFilter,
  type SuperQueryOutcome,
  superQueryFilter,
} from "./super-query.js";
export {
  encodeSuperQuery,
  type MatchTypeParseResult,
  parseMatchType,
  parseSuperQuery,
  type SuperQueryParseError,
  type SuperQueryParseErrorCode,
  type SuperQueryParseResult,
} from "./super-query-wire.js";
export {
  type TextFilterOptions,
  type TextFilterType,
  unwrapTextFilter,
  wrapTextFilter,
} from "./text-filter.js";

import { DEFAULT_QUERY_LOCALE, type QueryLocale, queryMessage } from "./messages.js";
import {
  DEFAULT_MATCH_TYPE,
  type MatchType,
  type QueryCondition,
  toWireConditions,
} from "./query-condition.js";

export interface AppliedSuperQuery {
  readonly conditions: readonly QueryCondition[];
  readonly matchType: MatchType;
}

export type SuperQueryOutcome =
  | { readonly ok: true; readonly query: AppliedSuperQuery }
  | { readonly ok: false; readonly message: string };

/**
 * Confirms the advanced-query builder: the complete conditions and the match type to apply, or the
 * refusal 不能查询空条件 when no condition is complete. JeecgBoot refused only an empty list or a single
 * blank row; Kanya refuses any set with nothing the server would apply.
 */
export function applySuperQuery(
  conditions: readonly QueryCondition[],
  matchType: MatchType = DEFAULT_MATCH_TYPE,
  locale: QueryLocale = DEFAULT_QUERY_LOCALE,
): SuperQueryOutcome {
  const complete = toWireConditions(conditions);
  if (complete.length === 0) return { ok: false, message: queryMessage("emptyQuery", {}, locale) };
  return { ok: true, query: { conditions: complete, matchType } };
}

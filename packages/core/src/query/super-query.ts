import { DEFAULT_QUERY_LOCALE, type QueryLocale, queryMessage } from "./messages.js";
import {
  DEFAULT_MATCH_TYPE,
  isConditionGroup,
  MAX_QUERY_DEPTH,
  type MatchType,
  type QueryCondition,
  type QueryNode,
  queryDepth,
  toWireConditions,
} from "./query-condition.js";

export interface AppliedSuperQuery {
  /** The complete conditions and the non-empty groups, as sent. */
  readonly conditions: readonly QueryNode[];
  readonly matchType: MatchType;
}

export type SuperQueryOutcome =
  | { readonly ok: true; readonly query: AppliedSuperQuery }
  | { readonly ok: false; readonly message: string };

/**
 * Confirms the advanced-query builder: the complete conditions and the match type to apply, or the
 * refusal 不能查询空条件 when no condition is complete. JeecgBoot refused only an empty list or a single
 * blank row; Kanya refuses any set with nothing the server would apply. Groups nested deeper than
 * `MAX_QUERY_DEPTH` are refused with the server's message.
 */
export function applySuperQuery(
  conditions: readonly QueryNode[],
  matchType: MatchType = DEFAULT_MATCH_TYPE,
  locale: QueryLocale = DEFAULT_QUERY_LOCALE,
): SuperQueryOutcome {
  const complete = toWireConditions(conditions);
  if (complete.length === 0) return { ok: false, message: queryMessage("emptyQuery", {}, locale) };
  if (queryDepth(complete) > MAX_QUERY_DEPTH) {
    const index = complete.findIndex(
      (node) => isConditionGroup(node) && queryDepth([node]) > MAX_QUERY_DEPTH,
    );
    return {
      ok: false,
      message: queryMessage("superQueryDepth", { max: MAX_QUERY_DEPTH, index: index + 1 }, locale),
    };
  }
  return { ok: true, query: { conditions: complete, matchType } };
}

/** The tree a server turns into SQL: conditions (leaves) joined by `and`/`or` nodes. */
export type SuperQueryFilter =
  | { readonly kind: "condition"; readonly condition: QueryCondition }
  | { readonly kind: MatchType; readonly items: readonly SuperQueryFilter[] };

/**
 * The filter an advanced query applies: the top-level entries joined by `matchType`, each group by its
 * own. Incomplete conditions and empty groups are left out, and a group of one is that one entry, so
 * JeecgBoot's flat list gives one `and`/`or` node over its conditions. Nothing to apply → undefined.
 */
export function superQueryFilter(
  nodes: readonly QueryNode[],
  matchType: MatchType = DEFAULT_MATCH_TYPE,
): SuperQueryFilter | undefined {
  const items: SuperQueryFilter[] = [];
  for (const node of toWireConditions(nodes)) {
    const item = isConditionGroup(node)
      ? superQueryFilter(node.children, node.matchType)
      : ({ kind: "condition", condition: node } as const);
    if (item) items.push(item);
  }
  if (items.length === 0) return undefined;
  if (items.length === 1) return items[0];
  return { kind: matchType, items };
}

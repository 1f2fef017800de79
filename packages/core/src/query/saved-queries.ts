import { isConditionProblem, nodesFromJson } from "./condition-from-json.js";
import { DEFAULT_QUERY_LOCALE, type QueryLocale, queryMessage } from "./messages.js";
import {
  DEFAULT_MATCH_TYPE,
  isMatchType,
  type MatchType,
  type QueryNode,
  toWireConditions,
} from "./query-condition.js";

/** A named advanced query kept in local storage (spec §3 "Saved advanced query"); groups are kept. */
export interface SavedQuery {
  readonly title: string;
  readonly matchType: MatchType;
  readonly records: readonly QueryNode[];
}

/** Storage key prefix of saved queries, as JeecgBoot's JSuperQuery uses it. */
export const SAVED_QUERY_KEY_PREFIX = "JSuperQuerySaved_";

/**
 * The key saved queries live under: the prefix plus the component's save code, or else the route path.
 * It is the key within the console's namespaced storage (which adds its own `pro__`).
 */
export function savedQueriesStorageKey({
  saveCode,
  routePath,
}: {
  saveCode?: string;
  routePath: string;
}): string {
  return SAVED_QUERY_KEY_PREFIX + (saveCode || routePath);
}

export interface SaveQueryDraft {
  readonly matchType?: MatchType;
  readonly records: readonly QueryNode[];
}

export interface SaveQueryOptions {
  /** The user confirmed overwriting an existing entry of the same name. */
  readonly overwrite?: boolean;
  readonly locale?: QueryLocale;
}

export type SaveQueryOutcome =
  | { readonly status: "empty-conditions"; readonly message: string }
  | { readonly status: "name-empty"; readonly message: string }
  /** Ask `message` ('{name} 已存在，是否覆盖？'); on yes, call again with `overwrite: true`. */
  | { readonly status: "needs-confirmation"; readonly message: string; readonly name: string }
  | {
      readonly status: "saved";
      readonly message: string;
      readonly list: SavedQuery[];
      readonly overwritten: boolean;
    };

/**
 * Saves the builder's conditions under a name, returning the new list to store (the given list is not
 * changed). Checks run in the original's order: conditions first (空条件不能保存), then the name
 * (保存名称不能为空; surrounding spaces are trimmed, so blanks are empty too), then an existing name
 * (ask first). An overwrite keeps the entry's place; a new entry goes last.
 */
export function saveQuery(
  list: readonly SavedQuery[],
  name: string,
  draft: SaveQueryDraft,
  { overwrite = false, locale = DEFAULT_QUERY_LOCALE }: SaveQueryOptions = {},
): SaveQueryOutcome {
  const records = toWireConditions(draft.records);
  if (records.length === 0)
    return { status: "empty-conditions", message: queryMessage("emptySave", {}, locale) };
  const title = name.trim();
  if (title === "") return { status: "name-empty", message: queryMessage("saveNameEmpty", {}, locale) };

  const entry: SavedQuery = { title, matchType: draft.matchType ?? DEFAULT_MATCH_TYPE, records };
  const existing = list.findIndex((saved) => saved.title === title);
  if (existing !== -1 && !overwrite) {
    return {
      status: "needs-confirmation",
      message: queryMessage("saveOverwrite", { name: title }, locale),
      name: title,
    };
  }
  const saved = queryMessage("saved", {}, locale);
  if (existing === -1) return { status: "saved", message: saved, list: [...list, entry], overwritten: false };
  return {
    status: "saved",
    message: saved,
    list: list.map((item, i) => (i === existing ? entry : item)),
    overwritten: true,
  };
}

/** The list without the entry of that name. */
export function removeSavedQuery(list: readonly SavedQuery[], title: string): SavedQuery[] {
  return list.filter((saved) => saved.title !== title);
}

/**
 * Reads a stored list, trusting nothing: entries that are not a titled query with valid conditions are
 * skipped, so a hand-edited or outdated entry never breaks the builder. Non-lists read as empty.
 */
export function parseSavedQueries(raw: unknown): SavedQuery[] {
  if (!Array.isArray(raw)) return [];
  const list: SavedQuery[] = [];
  for (const item of raw) {
    if (typeof item !== "object" || item === null) continue;
    const { title, matchType, records } = item as Record<string, unknown>;
    if (typeof title !== "string" || title === "" || !Array.isArray(records)) continue;
    const nodes = nodesFromJson(records);
    if (isConditionProblem(nodes)) continue;
    list.push({ title, matchType: isMatchType(matchType) ? matchType : DEFAULT_MATCH_TYPE, records: nodes });
  }
  return list;
}

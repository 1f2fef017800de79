import { isConditionProblem, nodesFromJson } from "./condition-from-json.js";
import { DEFAULT_QUERY_LOCALE, type QueryLocale, queryMessage } from "./messages.js";
import {
  DEFAULT_MATCH_TYPE,
  isMatchType,
  MAX_QUERY_DEPTH,
  type MatchType,
  type QueryNode,
  toWireConditions,
} from "./query-condition.js";

/**
 * The `superQueryParams` value for a condition list: URI-encoded JSON, as JeecgBoot's list mixin sends it.
 * Incomplete rows and empty groups are dropped; groups travel as `{"matchType","children"}` entries. Kanya encodes with encodeURIComponent where JeecgBoot used encodeURI: the
 * Java side decodes both, and only this form keeps `+`, `&` and `#` inside values intact.
 */
export function encodeSuperQuery(conditions: readonly QueryNode[]): string {
  return encodeURIComponent(JSON.stringify(toWireConditions(conditions)));
}

export type SuperQueryParseErrorCode = "encoding" | "json" | "not-array" | "condition" | "depth";

export interface SuperQueryParseError {
  readonly code: SuperQueryParseErrorCode;
  /** Position (from 0) of the top-level entry holding the offending condition, for `condition` and `depth`. */
  readonly index?: number;
  readonly message: string;
}

export type SuperQueryParseResult =
  | { readonly ok: true; readonly conditions: QueryNode[] }
  | { readonly ok: false; readonly error: SuperQueryParseError };

/**
 * Reads `superQueryParams` on the server. It accepts the encoded JSON (either encoding) or JSON a
 * framework has already decoded; empty or absent means no conditions. Bad input gives an error result
 * with a message, never an exception. Conditions come back as sent, incomplete ones included — apply
 * only those `isCompleteCondition` accepts, as JeecgBoot does (`superQueryFilter` does both). A flat
 * array is JeecgBoot's form; an entry with `children` is a group, nested at most `MAX_QUERY_DEPTH` levels
 * (第N个 names a nested condition by its path, `2.1`).
 */
export function parseSuperQuery(
  raw: unknown,
  locale: QueryLocale = DEFAULT_QUERY_LOCALE,
): SuperQueryParseResult {
  const fail = (code: SuperQueryParseErrorCode, message: string, index?: number): SuperQueryParseResult => ({
    ok: false,
    error: index === undefined ? { code, message } : { code, message, index },
  });
  if (raw === undefined || raw === null || raw === "") return { ok: true, conditions: [] };
  if (typeof raw !== "string") return fail("encoding", queryMessage("superQueryEncoding", {}, locale));

  // Encoded JSON never starts with "[" (encoding turns it into %5B), so this tells the two forms apart.
  let json = raw.trim();
  if (!json.startsWith("[")) {
    try {
      json = decodeURIComponent(json);
    } catch {
      return fail("encoding", queryMessage("superQueryEncoding", {}, locale));
    }
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(json);
  } catch {
    return fail("json", queryMessage("superQueryJson", {}, locale));
  }
  if (!Array.isArray(decoded)) return fail("not-array", queryMessage("superQueryNotArray", {}, locale));

  const nodes = nodesFromJson(decoded);
  if (!isConditionProblem(nodes)) return { ok: true, conditions: nodes };
  const path = nodes.path ?? [1];
  const index = path.join(".");
  const top = (path[0] ?? 1) - 1;
  if (nodes.reason === "reasonDepth") {
    return fail("depth", queryMessage("superQueryDepth", { max: MAX_QUERY_DEPTH, index }, locale), top);
  }
  const reason = queryMessage(nodes.reason, { property: nodes.property ?? "" }, locale);
  return fail("condition", queryMessage("superQueryCondition", { index, reason }, locale), top);
}

export type MatchTypeParseResult =
  | { readonly ok: true; readonly matchType: MatchType }
  | { readonly ok: false; readonly message: string };

/** Reads `superQueryMatchType`: `and` or `or` in any case; absent or empty means `and`. */
export function parseMatchType(
  raw: unknown,
  locale: QueryLocale = DEFAULT_QUERY_LOCALE,
): MatchTypeParseResult {
  if (raw === undefined || raw === null || raw === "") return { ok: true, matchType: DEFAULT_MATCH_TYPE };
  const lower = typeof raw === "string" ? raw.trim().toLowerCase() : undefined;
  return isMatchType(lower)
    ? { ok: true, matchType: lower }
    : { ok: false, message: queryMessage("matchTypeInvalid", {}, locale) };
}

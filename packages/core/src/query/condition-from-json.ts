import type { QueryMessageKey } from "./messages.js";
import {
  isMatchType,
  isQueryRule,
  MAX_QUERY_DEPTH,
  type QueryCondition,
  type QueryConditionOption,
  type QueryNode,
} from "./query-condition.js";

/** Why a decoded value is not a condition: a message key, with the offending property when there is one. */
export interface ConditionProblem {
  readonly reason: QueryMessageKey;
  readonly property?: string;
  /** Where it is (positions from 1, outermost first), when read by `nodesFromJson`. */
  readonly path?: readonly number[];
}

/**
 * Reads a decoded list of conditions and groups (`{matchType, children}`), trusting nothing: the first
 * problem comes back with its path. Lists nested deeper than `MAX_QUERY_DEPTH` levels (the given list
 * is level `depth`) are refused with `reasonDepth`. A group's match type is read in any case.
 */
export function nodesFromJson(items: readonly unknown[], depth = 1): QueryNode[] | ConditionProblem {
  const nodes: QueryNode[] = [];
  for (const [index, raw] of items.entries()) {
    const at = (problem: ConditionProblem): ConditionProblem => ({
      ...problem,
      path: [index + 1, ...(problem.path ?? [])],
    });
    if (isRecord(raw) && "children" in raw) {
      if (depth >= MAX_QUERY_DEPTH) return at({ reason: "reasonDepth" });
      const matchType = typeof raw.matchType === "string" ? raw.matchType.trim().toLowerCase() : undefined;
      if (!isMatchType(matchType)) return at({ reason: "reasonGroupMatchType" });
      if (!Array.isArray(raw.children)) return at({ reason: "reasonGroupChildren" });
      const children = nodesFromJson(raw.children, depth + 1);
      if (!Array.isArray(children)) return at(children);
      nodes.push({ matchType, children });
      continue;
    }
    const condition = conditionFromJson(raw);
    if (isConditionProblem(condition)) return at(condition);
    nodes.push(condition);
  }
  return nodes;
}

// An entity property, optionally qualified once (`alias.field`): what the server may map to a column.
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?$/;
const TEXT_PROPERTIES = ["type", "dictCode", "dictTable", "dictText", "customReturnField"] as const;

/**
 * Reads one condition from decoded JSON (a request or local storage), trusting nothing. Numbers and
 * booleans as `val` become text, and an array of them is joined by commas (the IN form); unknown
 * properties are dropped.
 */
export function conditionFromJson(raw: unknown): QueryCondition | ConditionProblem {
  if (!isRecord(raw)) return { reason: "reasonNotObject" };
  const { field, rule } = raw;
  if (typeof field !== "string" || !FIELD_NAME.test(field)) return { reason: "reasonField" };
  if (!isQueryRule(rule)) return { reason: "reasonRule" };
  const val = valueText(raw.val);
  if (val === undefined) return { reason: "reasonValue" };

  const condition: { -readonly [K in keyof QueryCondition]: QueryCondition[K] } = { field, rule, val };
  for (const property of TEXT_PROPERTIES) {
    const value = raw[property];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return { reason: "reasonProperty", property };
    condition[property] = value;
  }
  if (raw.options !== undefined && raw.options !== null) {
    const options = optionsFromJson(raw.options);
    if (!options) return { reason: "reasonProperty", property: "options" };
    condition.options = options;
  }
  if (raw.popup !== undefined && raw.popup !== null) {
    if (!isRecord(raw.popup)) return { reason: "reasonProperty", property: "popup" };
    condition.popup = raw.popup;
  }
  return condition;
}

export function isConditionProblem(
  value: QueryCondition | readonly QueryNode[] | ConditionProblem,
): value is ConditionProblem {
  return !Array.isArray(value) && "reason" in value;
}

function valueText(val: unknown): string | undefined {
  if (val === undefined || val === null) return "";
  if (typeof val === "string") return val;
  if (typeof val === "number" || typeof val === "boolean") return String(val);
  if (Array.isArray(val) && val.every((item) => typeof item === "string" || typeof item === "number")) {
    return val.join(",");
  }
  return undefined;
}

function optionsFromJson(raw: unknown): QueryConditionOption[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const options: QueryConditionOption[] = [];
  for (const item of raw) {
    if (!isRecord(item) || (typeof item.value !== "string" && typeof item.value !== "number"))
      return undefined;
    const option: { -readonly [K in keyof QueryConditionOption]: QueryConditionOption[K] } = {
      value: String(item.value),
    };
    for (const label of ["text", "title", "label"] as const) {
      if (typeof item[label] === "string") option[label] = item[label];
    }
    options.push(option);
  }
  return options;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

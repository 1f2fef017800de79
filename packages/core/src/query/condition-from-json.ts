import type { QueryMessageKey } from "./messages.js";
import { isQueryRule, type QueryCondition, type QueryConditionOption } from "./query-condition.js";

/** Why a decoded value is not a condition: a message key, with the offending property when there is one. */
export interface ConditionProblem {
  readonly reason: QueryMessageKey;
  readonly property?: string;
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

export function isConditionProblem(value: QueryCondition | ConditionProblem): value is ConditionProblem {
  return "reason" in value;
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

import { defineFormRule, type FormRule } from "./form-rule.js";
import { codePointLength, defineTextRule, type TextCheck } from "./text-rule.js";

export interface LengthBounds {
  /** Minimum number of characters (code points), message 最小长度N位字符. */
  readonly min?: number;
  /** Maximum number of characters (code points), message 最大长度N位字符. */
  readonly max?: number;
}

/** The generic required rule, optionally bounded in length (spec §5). */
export function requiredText({ min, max }: LengthBounds = {}): FormRule<string, string> {
  const checks: TextCheck[] = [];
  if (min !== undefined) {
    checks.push({
      test: (text) => codePointLength(text) >= min,
      violation: { key: "minLength", params: { n: min } },
    });
  }
  if (max !== undefined) {
    checks.push({
      test: (text) => codePointLength(text) <= max,
      violation: { key: "maxLength", params: { n: max } },
    });
  }
  return defineTextRule({ required: { key: "required" }, checks });
}

export type SelectValue = string | number | boolean;

/** A required single choice: `undefined`, `null` and `""` are no choice; `0` and `false` are choices. */
export function requiredSelect(): FormRule<SelectValue, SelectValue> {
  return defineFormRule<SelectValue, SelectValue>(
    (value) => {
      if (value === undefined || value === null || value === "") return { key: "selectRequired" };
      const type = typeof value;
      return type === "string" || type === "number" || type === "boolean"
        ? undefined
        : { key: "selectRequired" };
    },
    // Only reached when the check passed, so the value is a choice.
    (value) => value as SelectValue,
  );
}

export interface SelectionBounds {
  /** Fewest items to tick, message 最少选择N项. */
  readonly min?: number;
  /** Most items to tick, message 最多选择N项. */
  readonly max?: number;
}

export type CheckboxValue = string | number;

/** A required checkbox group (an array of ticked values), optionally bounded in count (spec §5). */
export function checkboxGroup({
  min,
  max,
}: SelectionBounds = {}): FormRule<readonly CheckboxValue[], CheckboxValue[]> {
  return defineFormRule<readonly CheckboxValue[], CheckboxValue[]>(
    (value) => {
      if (!Array.isArray(value) || value.length === 0 || !value.every(isCheckboxValue)) {
        return { key: "checkboxRequired" };
      }
      if (min !== undefined && value.length < min) return { key: "minSelected", params: { n: min } };
      if (max !== undefined && value.length > max) return { key: "maxSelected", params: { n: max } };
      return undefined;
    },
    (value) => [...(value ?? [])],
  );
}

function isCheckboxValue(item: unknown): item is CheckboxValue {
  return typeof item === "string" || typeof item === "number";
}

import { defineFormRule, type FormRule } from "./form-rule.js";
import type { Violation } from "./violation.js";

export interface TextCheck {
  readonly test: (text: string) => boolean;
  readonly violation: Violation;
}

export interface TextRuleSpec {
  /** The failure for an empty value; without it, empty text passes (an optional field). */
  readonly required?: Violation;
  /** Run in order on non-empty text; the first failure wins, as in the original forms. */
  readonly checks: readonly TextCheck[];
}

/**
 * A rule over text. Empty means `undefined`, `null` or `""` (whitespace is content, as the original's
 * required rule treats it). A value that is not a string fails with the rule's first message: the wire
 * and the forms carry these fields as text.
 */
export function defineTextRule(spec: TextRuleSpec): FormRule<string, string> {
  const typeViolation: Violation = spec.checks[0]?.violation ?? spec.required ?? { key: "required" };
  return defineFormRule<string, string>(
    (value) => {
      if (value === undefined || value === null || value === "") return spec.required;
      if (typeof value !== "string") return typeViolation;
      return spec.checks.find((check) => !check.test(value))?.violation;
    },
    (value) => value ?? "",
  );
}

/** A check that the whole text matches a pattern. */
export function matches(pattern: RegExp, violation: Violation): TextCheck {
  return { test: (text) => pattern.test(text), violation };
}

/** Length in Unicode code points, so an emoji or a rare Han character counts once (as databases count). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

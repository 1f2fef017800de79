/**
 * JeecgBoot's filter-value syntax for list query parameters (QueryGenerator `convert2Rule` and
 * `replaceValue`), as a pure parser: a raw parameter value becomes a rule and its value(s).
 *
 * - `>= 5`, `> 5`, `<= 3`, `< 3`, `!= x`, `= x`: an operator, a space, the value (JeecgBoot). The same
 *   operators without the space (`>=5`, as @kanya/core's `wrapTextFilter` sends them) are accepted too.
 * - `*x*` like, `*x` left-like (ends with x), `x*` right-like (starts with x).
 * - a value containing a comma: IN (the comma-separated values).
 * - `!x`: not equal.
 * - anything else: equal.
 */
export type FilterRule = "eq" | "ne" | "gt" | "ge" | "lt" | "le" | "like" | "left_like" | "right_like" | "in";

export interface ParsedFilter {
  readonly rule: FilterRule;
  /** One value for every rule but `in`. */
  readonly values: readonly string[];
}

const OPERATORS: readonly (readonly [string, FilterRule])[] = [
  // Two-character operators first, so `>=` is not read as `>` followed by `=5`.
  [">=", "ge"],
  ["<=", "le"],
  ["!=", "ne"],
  [">", "gt"],
  ["<", "lt"],
  ["=", "eq"],
];

/** The rule and value(s) of a raw filter value; undefined when it is empty (no filter). */
export function parseFilterValue(raw: string): ParsedFilter | undefined {
  const text = raw.trim();
  if (text === "") return undefined;

  for (const [operator, rule] of OPERATORS) {
    if (!text.startsWith(operator)) continue;
    const rest = text.slice(operator.length);
    // `=x` without a space stays a plain value: only JeecgBoot's spaced form selects equality.
    if (rule === "eq" && !rest.startsWith(" ")) break;
    const value = rest.trim();
    if (value === "") return undefined;
    return { rule, values: [value] };
  }

  if (text.includes("*")) {
    const starts = text.startsWith("*");
    const ends = text.endsWith("*") && text.length > 1;
    if (starts && ends) return { rule: "like", values: [text.slice(1, -1)] };
    if (starts) return { rule: "left_like", values: [text.slice(1)] };
    if (ends) return { rule: "right_like", values: [text.slice(0, -1)] };
  }

  if (text.includes(",")) return { rule: "in", values: splitList(text) };
  if (text.startsWith("!") && text.length > 1) return { rule: "ne", values: [text.slice(1)] };
  return { rule: "eq", values: [text] };
}

/** Comma-separated values, trimmed, empty entries dropped (JeecgBoot's `departId`/`code`/`_MultiString`). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

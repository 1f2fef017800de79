/**
 * How a text filter widget (JeecgBoot's JInput) marks its value for the server's filter syntax:
 * `like` → `*v*`, `ne` → `!v`, `ge` → `>=v`, `le` → `<=v`; `eq` sends the value as typed.
 */
export type TextFilterType = "eq" | "like" | "ne" | "ge" | "le";

export interface TextFilterOptions {
  /** Trim the typed text before wrapping (the widget's `trim` prop). */
  readonly trim?: boolean;
}

const PREFIX: Record<TextFilterType, string> = { eq: "", like: "*", ne: "!", ge: ">=", le: "<=" };
const SUFFIX: Record<TextFilterType, string> = { eq: "", like: "*", ne: "", ge: "", le: "" };

/**
 * The query value for typed text. Empty text stays empty, so a cleared widget sends no filter (JeecgBoot
 * sent `**` for a cleared like-filter, which the server reads as "anything").
 */
export function wrapTextFilter(
  text: string,
  type: TextFilterType = "eq",
  { trim = false }: TextFilterOptions = {},
): string {
  const value = trim ? text.trim() : text;
  return value === "" ? "" : PREFIX[type] + value + SUFFIX[type];
}

/**
 * The text to show for a query value (e.g. one restored from the URL): the mark is stripped when present,
 * and a value without it is shown as it is. `unwrapTextFilter(wrapTextFilter(v, t), t) === v`.
 */
export function unwrapTextFilter(value: string, type: TextFilterType = "eq"): string {
  const prefix = PREFIX[type];
  const suffix = SUFFIX[type];
  const marked =
    value.length >= prefix.length + suffix.length && value.startsWith(prefix) && value.endsWith(suffix);
  return marked ? value.slice(prefix.length, value.length - suffix.length) : value;
}

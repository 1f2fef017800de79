import { wrapTextFilter } from "../query/index.js";
import type { Resource } from "./define-resource.js";
import { type Field, type FieldKind, isDictField, type QueryMode } from "./field.js";

/** How the server compares a field's filter values (the list engine's field types). */
export type QueryValueType = "string" | "integer" | "number" | "date" | "datetime";

/** One field of a list's query form, and the request parameters it becomes. */
export interface ListQueryField {
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly mode: QueryMode;
  readonly type: QueryValueType;
  readonly dictCode?: string;
  /**
   * The parameters the mode sends, each read by the server's filter syntax: `eq` the value as it is,
   * `like` `*v*`, `range` `<name>_begin` and `<name>_end` (inclusive), `in` `<name>_MultiString`.
   */
  readonly params: readonly string[];
}

/** How a field's values compare: numbers as numbers, dates and times as instants, the rest as text. */
export function queryValueType(f: Field): QueryValueType {
  if (f.kind === "number") return f.integer ? "integer" : "number";
  if (f.kind === "money") return "number";
  if (f.kind === "date" || f.kind === "datetime") return f.kind;
  return "string";
}

/** The query form's fields, in the resource's order: those with a query mode. */
export function listQueryFields(resource: Resource): ListQueryField[] {
  return Object.entries(resource.fields).flatMap(([name, f]) => {
    if (!f.query) return [];
    const params =
      f.query === "range"
        ? [`${name}_begin`, `${name}_end`]
        : f.query === "in"
          ? [`${name}_MultiString`]
          : [name];
    return [
      {
        name,
        label: f.label,
        kind: f.kind,
        mode: f.query,
        type: queryValueType(f),
        ...(isDictField(f) && f.dictCode ? { dictCode: f.dictCode } : {}),
        params,
      },
    ];
  });
}

/** A query form value: text or a number, a `[from, to]` range, or a set of choices. */
export type QueryFormValue =
  | string
  | number
  | readonly (string | number | null | undefined)[]
  | null
  | undefined;

/**
 * The list request parameters of a query form's values, per each field's mode; empty values send
 * nothing. Values of fields without a query mode are ignored.
 */
export function listQueryParams(
  resource: Resource,
  values: Readonly<Record<string, QueryFormValue>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of listQueryFields(resource)) {
    const value = values[field.name];
    if (value === undefined || value === null) continue;
    if (field.mode === "range") {
      const [from, to] = Array.isArray(value) ? value : [value, undefined];
      if (from !== undefined && from !== null && String(from) !== "")
        params[`${field.name}_begin`] = String(from);
      if (to !== undefined && to !== null && String(to) !== "") params[`${field.name}_end`] = String(to);
    } else if (field.mode === "in") {
      const items = (Array.isArray(value) ? value : String(value).split(","))
        .filter((item) => item !== undefined && item !== null && String(item).trim() !== "")
        .map(String);
      if (items.length > 0) params[`${field.name}_MultiString`] = items.join(",");
    } else {
      const text = Array.isArray(value) ? value.join(",") : String(value);
      const wrapped = field.mode === "like" ? wrapTextFilter(text, "like", { trim: true }) : text.trim();
      if (wrapped !== "") params[field.name] = wrapped;
    }
  }
  return params;
}

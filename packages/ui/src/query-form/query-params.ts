import { wrapTextFilter } from "@kanya/core/query";
import type { QueryFormField, QueryFormValues } from "./query-form-types";

/**
 * The list request's query parameters for the form's values: text marked by its filter (spec §5 text-filter
 * wraps), date ranges as `<name>_begin` / `<name>_end` (JeecgBoot's convention), empty fields left out.
 */
export function queryParams(
  fields: readonly QueryFormField[],
  values: QueryFormValues,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === "date-range") {
      const [begin = "", end = ""] = Array.isArray(value) ? value : [];
      if (begin) params[`${field.name}_begin`] = begin;
      if (end) params[`${field.name}_end`] = end;
      continue;
    }
    if (typeof value !== "string") continue;
    const text =
      (field.type ?? "text") === "text" ? wrapTextFilter(value, field.filter, { trim: field.trim }) : value;
    if (text !== "") params[field.name] = text;
  }
  return params;
}

import { parseMatchType, parseSuperQuery, type SuperQueryFilter, superQueryFilter } from "@kanya/core/query";
import { BusinessError } from "../errors";
import { type FilterRule, parseFilterValue, splitList } from "./filter-value";
import { listMessages, MAX_PAGE_SIZE } from "./messages";
import type { ListField, ListFieldType, ListParams, SortOrder } from "./spec";

/*
 * A list request read into plain data: paging, sort and a condition tree over allow-listed columns. Pure,
 * so every rule is unit-tested without a database; `where.ts` turns the tree into Kysely expressions.
 */

export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const DICT_TEXT_SUFFIX = "_dictText";

/** A value compared with a column: text, a number, or an instant (datetime columns). */
export type Operand = string | number | Date;
export type Comparison = "=" | "<>" | ">" | ">=" | "<" | "<=";

/** A condition on allow-listed columns only: every `column` here came from an endpoint's spec. */
export type Condition =
  | { readonly kind: "compare"; readonly column: string; readonly op: Comparison; readonly value: Operand }
  | { readonly kind: "in"; readonly column: string; readonly values: readonly Operand[] }
  /** Case-insensitive LIKE on the column as text; `pattern` is already escaped, with its `%` wildcards. */
  | { readonly kind: "like"; readonly column: string; readonly pattern: string; readonly asText: boolean }
  | { readonly kind: "and" | "or"; readonly items: readonly Condition[] };

export interface SortItem {
  readonly column: string;
  readonly order: SortOrder;
}

export interface ListRequest {
  readonly pageNo: number;
  readonly pageSize: number;
  /** Requested sort (may be empty), before the spec's unique column is appended. */
  readonly sort: readonly SortItem[];
  /** Query-parameter filters and the superQuery, ANDed; undefined when there is none. */
  readonly condition: Condition | undefined;
}

export interface ListRequestSpec {
  readonly fields: Readonly<Record<string, ListField>>;
  readonly defaultSort?: { readonly field: string; readonly order: SortOrder };
  readonly maxPageSize?: number;
}

/** Reads a list request. Anything malformed or outside the allow-list throws a BusinessError. */
export function parseListRequest(spec: ListRequestSpec, params: ListParams): ListRequest {
  validateFieldList(params.field);
  const conditions = [...parseQueryFilters(spec.fields, params)];
  const superQuery = parseSuperQueryCondition(spec.fields, params);
  if (superQuery) conditions.push(superQuery);
  return {
    ...parsePaging(params, spec.maxPageSize),
    sort: parseSort(spec, params),
    condition:
      conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : and(conditions),
  };
}

/**
 * `pageNo` (default 1) and `pageSize` (default 10), both positive integers. A page larger than the list's
 * `maxPageSize` (default 1000) is served at that size rather than refused: JeecgBoot's front end asks for
 * 9999 or 99999 rows to mean "all", and the page's `size` tells it what it got.
 */
export function parsePaging(
  params: ListParams,
  maxPageSize = MAX_PAGE_SIZE,
): { pageNo: number; pageSize: number } {
  const pageSize = positiveInteger(params.pageSize, DEFAULT_PAGE_SIZE, listMessages.pageSize);
  return {
    pageNo: positiveInteger(params.pageNo, DEFAULT_PAGE_NO, listMessages.pageNo),
    pageSize: Math.min(pageSize, maxPageSize),
  };
}

function positiveInteger(
  raw: string | undefined,
  fallback: number,
  message: (value: string) => string,
): number {
  const text = raw?.trim() ?? "";
  if (text === "") return fallback;
  if (!/^\d{1,16}$/.test(text)) throw new BusinessError(message(text));
  const value = Number(text);
  if (value < 1 || !Number.isSafeInteger(value)) throw new BusinessError(message(text));
  return value;
}

/**
 * `column` (camelCase, several comma-separated, `_dictText` stripped) and `order` (`asc`/`desc`, also
 * antd's `ascend`/`descend`). Absent → the spec's default, else `createTime desc` when the spec has it.
 * JeecgBoot falls back to `id` when asked for createTime on an entity without it; so does this.
 */
export function parseSort(spec: ListRequestSpec, params: ListParams): SortItem[] {
  const orderText = params.order?.trim().toLowerCase() ?? "";
  let order: SortOrder | undefined;
  if (orderText === "asc" || orderText === "ascend") order = "asc";
  else if (orderText === "desc" || orderText === "descend") order = "desc";
  else if (orderText !== "") throw new BusinessError(listMessages.sortOrder(params.order ?? ""));

  const columnText = params.column?.trim() ?? "";
  if (columnText === "") {
    const fallback =
      spec.defaultSort ?? (spec.fields.createTime ? { field: "createTime", order: "desc" } : null);
    if (!fallback) return [];
    const field = spec.fields[fallback.field];
    return field ? [{ column: field.column, order: order ?? fallback.order }] : [];
  }
  const items: SortItem[] = [];
  for (const raw of columnText.split(",")) {
    const name = raw.trim();
    if (name === "") continue;
    const fieldName = name.endsWith(DICT_TEXT_SUFFIX) ? name.slice(0, -DICT_TEXT_SUFFIX.length) : name;
    const field = Object.hasOwn(spec.fields, fieldName) ? spec.fields[fieldName] : undefined;
    if (!field || field.sort === false) {
      if (fieldName === "createTime") continue; // JeecgBoot: no createTime → the unique column decides
      throw new BusinessError(listMessages.sortColumn(name));
    }
    items.push({ column: field.column, order: order ?? "desc" });
  }
  return items;
}

// JeecgBoot's UI sends `field=id,,,username,realname,action`: names, empty entries, dotted paths.
const FIELD_LIST_ENTRY = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** `field` is ignored (every list answers whole records), but anything that is not a name is refused. */
export function validateFieldList(raw: string | undefined): void {
  if (!raw) return;
  for (const entry of raw.split(",")) {
    const name = entry.trim();
    if (name !== "" && !FIELD_LIST_ENTRY.test(name)) throw new BusinessError(listMessages.fieldList(name));
  }
}

/** Filters from query parameters named after allow-listed fields; other parameters are not filters. */
export function parseQueryFilters(
  fields: Readonly<Record<string, ListField>>,
  params: ListParams,
): Condition[] {
  const conditions: Condition[] = [];
  for (const { name, field, begin: beginName, end: endName, multi: multiName } of filterNames(fields)) {
    const value = params[name];
    if (value !== undefined) {
      const parsed = parseFilterValue(value);
      if (parsed) conditions.push(fieldCondition(name, field, parsed.rule, parsed.values));
    }
    const begin = params[beginName]?.trim();
    if (begin) conditions.push(fieldCondition(name, field, "ge", [begin]));
    const end = params[endName]?.trim();
    if (end) conditions.push(fieldCondition(name, field, "le", [end]));
    const multi = params[multiName];
    if (multi !== undefined) {
      const values = splitList(multi);
      if (values.length > 0) conditions.push(fieldCondition(name, field, "in", values));
    }
  }
  return conditions;
}

interface FilterNames {
  readonly name: string;
  readonly field: ListField;
  readonly begin: string;
  readonly end: string;
  readonly multi: string;
}

/** The filterable fields of a spec and their parameters' names, worked out once per spec. */
const filterNamesBySpec = new WeakMap<Readonly<Record<string, ListField>>, readonly FilterNames[]>();

function filterNames(fields: Readonly<Record<string, ListField>>): readonly FilterNames[] {
  let names = filterNamesBySpec.get(fields);
  if (!names) {
    names = Object.entries(fields)
      .filter(([, field]) => field.filter !== false)
      .map(([name, field]) => ({
        name,
        field,
        begin: `${name}_begin`,
        end: `${name}_end`,
        multi: `${name}_MultiString`,
      }));
    filterNamesBySpec.set(fields, names);
  }
  return names;
}

/**
 * `superQueryParams` + `superQueryMatchType`, parsed by @kanya/core; fields must be allow-listed. Nested
 * groups (`{matchType, children}`, at most 3 levels) become nested and/or nodes; every field still maps to
 * a spec column and every value is bound, so a group adds parentheses, never text.
 */
export function parseSuperQueryCondition(
  fields: Readonly<Record<string, ListField>>,
  params: ListParams,
): Condition | undefined {
  const parsed = parseSuperQuery(params.superQueryParams);
  if (!parsed.ok) throw new BusinessError(parsed.error.message);
  const matchType = parseMatchType(params.superQueryMatchType);
  if (!matchType.ok) throw new BusinessError(matchType.message);
  const filter = superQueryFilter(parsed.conditions, matchType.matchType);
  return filter && filterCondition(fields, filter);
}

function filterCondition(
  fields: Readonly<Record<string, ListField>>,
  filter: SuperQueryFilter,
): Condition | undefined {
  if (filter.kind === "condition") {
    const { condition } = filter;
    const field = Object.hasOwn(fields, condition.field) ? fields[condition.field] : undefined;
    if (!field || field.filter === false)
      throw new BusinessError(listMessages.superQueryField(condition.field));
    const values = condition.rule === "in" ? splitList(condition.val) : [condition.val.trim()];
    if (values.length === 0 || values[0] === "") return undefined;
    return fieldCondition(condition.field, field, condition.rule, values);
  }
  const items = filter.items.flatMap((item) => filterCondition(fields, item) ?? []);
  if (items.length === 0) return undefined;
  if (items.length === 1) return items[0];
  return { kind: filter.kind, items };
}

/** One rule on one field, with its values read by the field's type. */
export function fieldCondition(
  name: string,
  field: ListField,
  rule: FilterRule,
  values: readonly string[],
): Condition {
  const { column, type } = field;
  if (rule === "like" || rule === "left_like" || rule === "right_like") {
    if (type === "datetime") throw new BusinessError(listMessages.filterLike(name));
    const text = escapeLike(values[0] ?? "");
    const pattern = rule === "like" ? `%${text}%` : rule === "left_like" ? `%${text}` : `${text}%`;
    return { kind: "like", column, pattern, asText: type !== "string" };
  }
  if (type === "datetime") return datetimeCondition(name, column, rule, values);
  const operands = values.map((value) => operand(name, type, value));
  if (rule === "in") return { kind: "in", column, values: operands };
  return { kind: "compare", column, op: COMPARISON[rule], value: operands[0] ?? "" };
}

const COMPARISON: Record<Exclude<FilterRule, "in" | "like" | "left_like" | "right_like">, Comparison> = {
  eq: "=",
  ne: "<>",
  gt: ">",
  ge: ">=",
  lt: "<",
  le: "<=",
};

function operand(name: string, type: Exclude<ListFieldType, "datetime">, value: string): Operand {
  switch (type) {
    case "string":
      return value;
    case "integer": {
      if (!/^[-+]?\d{1,15}$/.test(value)) throw new BusinessError(listMessages.filterValue(name, value));
      return Number(value);
    }
    case "number": {
      if (!/^[-+]?(\d{1,15}(\.\d*)?|\.\d+)$/.test(value)) {
        throw new BusinessError(listMessages.filterValue(name, value));
      }
      return Number(value);
    }
    case "date": {
      if (!isCalendarDate(value)) throw new BusinessError(listMessages.filterValue(name, value));
      return value;
    }
  }
}

/**
 * Datetime columns compare with instants in GMT+8. A bare date stands for the whole day: `= d` is the day,
 * `> d` after it, `<= d` up to its end (as JeecgBoot's `_end` with a date appends 23:59:59).
 */
function datetimeCondition(
  name: string,
  column: string,
  rule: FilterRule,
  values: readonly string[],
): Condition {
  const ranges = values.map((value) => {
    const range = parseDateTimeRange(value);
    if (!range) throw new BusinessError(listMessages.filterValue(name, value));
    return range;
  });
  const ge = (at: Date): Condition => ({ kind: "compare", column, op: ">=", value: at });
  const lt = (at: Date): Condition => ({ kind: "compare", column, op: "<", value: at });
  const within = (r: DateTimeRange): Condition =>
    r.exact ? { kind: "compare", column, op: "=", value: r.start } : and([ge(r.start), lt(r.end)]);
  const first = ranges[0] as DateTimeRange;
  switch (rule) {
    case "in":
      return ranges.length === 1 ? within(first) : { kind: "or", items: ranges.map(within) };
    case "eq":
      return within(first);
    case "ne":
      return first.exact
        ? { kind: "compare", column, op: "<>", value: first.start }
        : { kind: "or", items: [lt(first.start), ge(first.end)] };
    case "gt":
      return first.exact ? { kind: "compare", column, op: ">", value: first.start } : ge(first.end);
    case "ge":
      return ge(first.start);
    case "lt":
      return lt(first.start);
    case "le":
      return first.exact ? { kind: "compare", column, op: "<=", value: first.start } : lt(first.end);
    default:
      throw new BusinessError(listMessages.filterLike(name));
  }
}

interface DateTimeRange {
  readonly start: Date;
  /** Exclusive end: the next day for a bare date; equal to start for an exact time. */
  readonly end: Date;
  readonly exact: boolean;
}

const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM-dd` (the whole day) or `yyyy-MM-dd HH:mm[:ss]` (that second), GMT+8. */
export function parseDateTimeRange(text: string): DateTimeRange | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  if (!isCalendarDate(`${y}-${mo}-${d}`)) return undefined;
  const hours = Number(h ?? 0);
  const minutes = Number(mi ?? 0);
  const seconds = Number(s ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const start = new Date(
    Date.UTC(Number(y), Number(mo) - 1, Number(d), hours, minutes, seconds) - GMT8_OFFSET_MS,
  );
  if (h !== undefined) return { start, end: start, exact: true };
  return { start, end: new Date(start.getTime() + DAY_MS), exact: false };
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Escapes LIKE's wildcards and its escape character, so typed `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function and(items: Condition[]): Condition {
  return { kind: "and", items };
}

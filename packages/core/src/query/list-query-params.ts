import { DEFAULT_MATCH_TYPE, type MatchType, type QueryNode, toWireConditions } from "./query-condition.js";
import { encodeSuperQuery } from "./super-query-wire.js";

/** A query-form value: multi-values are sent comma-joined, the server's IN syntax. */
export type ListQueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** antd's sort orders, or the wire's. */
export type SortOrder = "ascend" | "descend" | "asc" | "desc";

/** List default sort (spec §9 "List default sort createTime desc"). */
export const DEFAULT_SORT_COLUMN = "createTime";
export const DEFAULT_SORT_ORDER = "desc";
/** Pagination defaults (spec §9 "page 1, size 10"). */
export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListQueryState {
  /** The search form's fields, already in filter syntax (see `wrapTextFilter`), ranges as `x_begin`/`x_end`. */
  readonly queryParam?: Readonly<Record<string, ListQueryValue>>;
  readonly pagination?: { readonly current?: number; readonly pageSize?: number };
  /** The table's sorter; a cleared sort (no order) falls back to the default createTime desc. */
  readonly sorter?: { readonly column?: string | null; readonly order?: SortOrder | null };
  /** Column filters: each key's chosen values, sent comma-joined. */
  readonly filters?: Readonly<Record<string, ListQueryValue>>;
  /** Table columns, for the `field` list. */
  readonly columns?: readonly { readonly dataIndex?: string }[];
  /** The applied advanced query, if any. */
  readonly superQuery?: { readonly conditions: readonly QueryNode[]; readonly matchType?: MatchType };
  readonly queryParamCode?: string;
  readonly queryType?: string;
  /** The page's channel code (route parameter `code` or trailing numeric segment); sent as `channelId`. */
  readonly code?: string | number;
  readonly departId?: string;
  readonly belong?: string;
  /** Sent as given, for the listings that filter on the snake-case `channel_id`. */
  readonly channel_id?: string | number;
}

export type ListQueryParams = Record<string, string | number>;

/**
 * The flat GET parameters of a list request (JeecgBoot's JeecgListMixin.getQueryParams plus the spec's
 * "Query payload additions"), in its precedence: advanced query, then form fields, then sort, then
 * filters, then the additions, then `field`, `pageNo`, `pageSize`. Empty values (`undefined`, `null`,
 * `""`, `[]`) are left out, as its filterObj does. `_t` is the HTTP client's business.
 *
 * - `pageNo`/`pageSize`: pagination, default 1 and 10.
 * - `column`/`order`: the sorter's column and order (`ascend` → asc, `descend` → desc), default
 *   createTime desc. JeecgBoot sent `desc` on the column when antd cleared the sort; Kanya returns to
 *   the default.
 * - `field`: `id,` then `,` + each column's dataIndex (`id,,a,b`), which the server ignores; columns
 *   without a dataIndex (actions) are skipped where JeecgBoot wrote `undefined`.
 * - `superQueryParams`/`superQueryMatchType`: only when the advanced query has a complete condition.
 * - `queryParamCode`, `queryType`, `departId`, `belong`, `channel_id`: as given.
 * - `channelId`: the page code, left out when it is 0 (the "all channels" page) or absent.
 */
export function buildListQueryParams(state: ListQueryState): ListQueryParams {
  const params: ListQueryParams = {};
  const put = (key: string, value: ListQueryValue) => {
    const text = paramValue(value);
    if (text !== undefined) params[key] = text;
  };

  const conditions = toWireConditions(state.superQuery?.conditions ?? []);
  if (conditions.length > 0) {
    put("superQueryParams", encodeSuperQuery(conditions));
    put("superQueryMatchType", state.superQuery?.matchType ?? DEFAULT_MATCH_TYPE);
  }
  for (const [key, value] of Object.entries(state.queryParam ?? {})) put(key, value);

  const sortOrder = state.sorter?.order;
  const sorted = state.sorter?.column && sortOrder;
  put("column", sorted ? state.sorter?.column : DEFAULT_SORT_COLUMN);
  put(
    "order",
    sorted ? (sortOrder === "ascend" || sortOrder === "asc" ? "asc" : "desc") : DEFAULT_SORT_ORDER,
  );

  for (const [key, value] of Object.entries(state.filters ?? {})) put(key, value);

  put("queryParamCode", state.queryParamCode);
  put("queryType", state.queryType);
  if (state.code !== undefined && String(state.code) !== "0") put("channelId", state.code);
  put("departId", state.departId);
  put("belong", state.belong);
  put("channel_id", state.channel_id);

  put(
    "field",
    ["id,", ...(state.columns ?? []).flatMap((c) => (c.dataIndex ? [c.dataIndex] : []))].join(","),
  );
  put("pageNo", state.pagination?.current ?? DEFAULT_PAGE_NO);
  put("pageSize", state.pagination?.pageSize ?? DEFAULT_PAGE_SIZE);
  return params;
}

function paramValue(value: ListQueryValue): string | number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "string") return value;
  return value.length === 0 ? undefined : value.join(",");
}

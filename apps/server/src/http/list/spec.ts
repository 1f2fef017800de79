import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import type { TableVersions } from "../../db/table-versions";

/**
 * How a field's values are read from the request and compared in SQL. `integer`/`number` values must be
 * numbers; `date` is `yyyy-MM-dd`; `datetime` is `yyyy-MM-dd[ HH:mm[:ss]]` in GMT+8 (a bare date means the
 * whole day).
 */
export type ListFieldType = "string" | "integer" | "number" | "date" | "datetime";

/** One wire field (camelCase) an endpoint lets callers filter and sort on, with its column. */
export interface ListField {
  /** The column in the endpoint's table. Only columns named here ever reach SQL. */
  readonly column: string;
  readonly type: ListFieldType;
  /** Query parameters and superQuery may filter on it. Default true. */
  readonly filter?: boolean;
  /** `column=` may sort by it. Default true. */
  readonly sort?: boolean;
}

export type SortOrder = "asc" | "desc";

/** A list request's parameters, one value per name (the first, when a name repeats). */
export type ListParams = Readonly<Record<string, string | undefined>>;

/** What the endpoint's `where` callback and record mapper know of the request. */
export interface ListContext {
  /** The tenant of the request's tenant header, already checked by the guard to be one of the caller's. */
  readonly tenantId: number | null;
  readonly auth: AuthContext | undefined;
  readonly params: ListParams;
  /**
   * The tables' write versions as the guard read them when the request began; without them (no guard),
   * the page query reads the versions it needs itself.
   */
  readonly versions?: TableVersions | undefined;
}

export type ListTable = keyof Database & string;
export type ListRow<TB extends ListTable> = Selectable<Database[TB]>;

/** One list endpoint, declared: table, allow-listed fields, default sort, dictionary fields, mapper. */
export interface ListSpec<TB extends ListTable, R extends object> {
  readonly table: TB;
  /** Wire field name → column and type. Filters, sorting and superQuery accept these names only. */
  readonly fields: Readonly<Record<string, ListField>>;
  /** Default `createTime desc` (when the spec has a createTime field). */
  readonly defaultSort?: { readonly field: string; readonly order: SortOrder };
  /**
   * The largest page served; a larger `pageSize` is clamped to it. Default `MAX_PAGE_SIZE` (1000); small
   * tables that JeecgBoot's front end reads whole (`pageSize=99999`) say `SMALL_LIST_PAGE_SIZE`.
   */
  readonly maxPageSize?: number;
  /** A unique column appended to every ORDER BY so pages are stable. Default `id`. */
  readonly uniqueColumn?: string;
  /** Wire field → dictionary code; each record gets `<field>_dictText` from sys_dict_item. */
  readonly dictFields?: Readonly<Record<string, string>>;
  /**
   * Conditions every request gets (tenant scoping, `del_flag = 0`, endpoint parameters such as `departId`).
   * Return undefined for none.
   */
  readonly where?: (
    eb: ExpressionBuilder<Database, TB>,
    ctx: ListContext,
  ) => Expression<SqlBool> | undefined | Promise<Expression<SqlBool> | undefined>;
  /** Rows of one page → wire records, in one go so extra data can be loaded once per page. */
  readonly toRecords: (rows: ListRow<TB>[], ctx: ListContext) => R[] | Promise<R[]>;
}

/** Declares a list endpoint; the identity, for type inference. */
export function defineListSpec<TB extends ListTable, R extends object>(
  spec: ListSpec<TB, R>,
): ListSpec<TB, R> {
  return spec;
}

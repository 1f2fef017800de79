import type { QueryValue } from "../http.js";

/**
 * Parameters of a JeecgBoot list request: paging, sort, the ignored `field` list, the advanced query, and
 * filters named after the entity's fields (with the text-filter wraps, `<field>_begin`/`_end`, …).
 */
export interface ListQuery {
  pageNo?: number;
  pageSize?: number;
  /** camelCase field(s), comma-separated. */
  column?: string;
  order?: "asc" | "desc";
  field?: string;
  /** `encodeSuperQuery(conditions)` from @kanya/core/query. */
  superQueryParams?: string;
  superQueryMatchType?: "and" | "or";
  [filter: string]: QueryValue;
}

/** The full IPage as JeecgBoot (MyBatis-Plus) writes it; `Page` is the part clients rely on. */
export interface IPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: [];
  optimizeCountSql: boolean;
  searchCount: boolean;
  optimizeJoinOfCountSql: boolean;
  maxLimit: number | null;
  countId: string | null;
  pages: number;
}

/** The result of an Excel import that had failed rows (code 201); `fileUrl` downloads them with reasons. */
export interface ImportReport {
  totalCount: number;
  errorCount: number;
  successCount: number;
  msg: string;
  fileUrl: string;
  fileName: string;
}

/** Refusals of list requests: each names the parameter and echoes (a bounded part of) the bad value. */
const MAX_ECHO = 60;

/** Bad input is echoed for the caller, cut short so a long injection attempt is not mirrored in full. */
export function echo(value: string): string {
  return value.length > MAX_ECHO ? `${value.slice(0, MAX_ECHO)}…` : value;
}

/** The largest page a list serves unless its spec says otherwise (`maxPageSize`). */
export const MAX_PAGE_SIZE = 1000;
/** The largest page of a list over a small table (positions, roles, departments, dictionary items …). */
export const SMALL_LIST_PAGE_SIZE = 10_000;

export const listMessages = {
  pageNo: (v: string) => `分页参数pageNo必须是正整数：${echo(v)}`,
  pageSize: (v: string) => `分页参数pageSize必须是正整数：${echo(v)}`,
  /** JeecgBoot's QueryGenerator message, byte-exact. */
  sortColumn: (name: string) => `请注意，将要排序的列字段不存在：${echo(name)}`,
  sortOrder: (v: string) => `排序方式order只能是asc或desc：${echo(v)}`,
  fieldList: (v: string) => `字段列表field包含不合法的字段名：${echo(v)}`,
  filterValue: (field: string, v: string) => `查询条件${field}的值不正确：${echo(v)}`,
  filterLike: (field: string) => `查询条件${field}不支持模糊查询`,
  superQueryField: (field: string) => `高级查询字段不存在：${echo(field)}`,
} as const;

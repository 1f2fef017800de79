/** MyBatis-Plus 3.5 `IPage` as JeecgBoot serializes it (keys in its order). */
export interface Page<R> {
  records: R[];
  total: number;
  size: number;
  current: number;
  orders: [];
  optimizeCountSql: true;
  searchCount: true;
  optimizeJoinOfCountSql: true;
  maxLimit: null;
  countId: null;
  pages: number;
}

export function toPage<R>(records: R[], total: number, pageNo: number, pageSize: number): Page<R> {
  return {
    records,
    total,
    size: pageSize,
    current: pageNo,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    optimizeJoinOfCountSql: true,
    maxLimit: null,
    countId: null,
    pages: pageCount(total, pageSize),
  };
}

/** MyBatis-Plus `getPages()`: ceil(total / size), 0 when size is 0. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

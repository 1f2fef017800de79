import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";

/**
 * The endpoints JeecgBoot's registry controllers share: `list`, `add`, `edit` (PUT), `delete?id`,
 * `deleteBatch?ids`, `queryById?id`. Mutations answer `Result.ok(message)`.
 */
export function crudApi<T, F extends { id?: string }, Q extends ListQuery = ListQuery>(
  http: Http,
  base: string,
) {
  return {
    list: (query: Q = {} as Q): Promise<Result<IPage<T>>> => http.get(`${base}/list`, query),
    add: (body: F): Promise<Result<string>> => http.post(`${base}/add`, body),
    edit: (body: F & { id: string }): Promise<Result<string>> => http.put(`${base}/edit`, body),
    delete: (id: string): Promise<Result<string>> => http.delete(`${base}/delete`, { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<string>> =>
      http.delete(`${base}/deleteBatch`, { ids: ids.join(",") }),
    queryById: (id: string): Promise<Result<T>> => http.get(`${base}/queryById`, { id }),
  };
}

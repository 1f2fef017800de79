import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type { SysTenant, SysTenantForm } from "../types/sys-tenant.js";

/** `/sys/tenant/*`: the tenants themselves. */
export function tenantApi(http: Http) {
  return {
    /** `beginDate` keeps tenants starting at or after it, `endDate` those ending at or before it. */
    list: (
      query: ListQuery & { name?: string; status?: number; beginDate?: string; endDate?: string } = {},
    ): Promise<Result<IPage<SysTenant>>> => http.get("/sys/tenant/list", query),
    queryById: (id: number): Promise<Result<SysTenant>> => http.get("/sys/tenant/queryById", { id }),
    /** Tenants with status 1, optionally only `ids`. */
    queryList: (ids?: readonly number[]): Promise<Result<SysTenant[]>> =>
      http.get("/sys/tenant/queryList", { ids: ids?.join(",") }),
    /** A taken id answers `success: false`, `该编号已存在!`. */
    add: (body: SysTenantForm): Promise<Result<null>> => http.post("/sys/tenant/add", body),
    edit: (body: Partial<SysTenantForm> & { id: number }): Promise<Result<null>> =>
      http.put("/sys/tenant/edit", body),
    delete: (id: number): Promise<Result<string>> => http.delete("/sys/tenant/delete", { id }),
    deleteBatch: (ids: readonly number[]): Promise<Result<null>> =>
      http.delete("/sys/tenant/deleteBatch", { ids: ids.join(",") }),
  };
}

import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type { SysTenant, SysTenantForm } from "../types/sys-tenant.js";
import type { SysUser } from "../types/sys-user.js";
import { excelImportApi } from "./excel-import.js";

/** `/sys/tenant/*`: the tenants themselves. */
export function tenantApi(http: Http) {
  return {
    ...excelImportApi(http, "/sys/tenant"),
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
    /** The users linked to the tenant, as a page of the user list (its filters apply). */
    getTenantUserList: (
      userTenantId: number,
      query: ListQuery & { username?: string; realname?: string } = {},
    ): Promise<Result<IPage<SysUser>>> =>
      http.get("/sys/tenant/getTenantUserList", { ...query, userTenantId }),
    /** A tenant its users still belong to is refused: `该租户已被引用，无法删除！`. */
    delete: (id: number): Promise<Result<string>> => http.delete("/sys/tenant/delete", { id }),
    deleteBatch: (ids: readonly number[]): Promise<Result<null>> =>
      http.delete("/sys/tenant/deleteBatch", { ids: ids.join(",") }),
  };
}

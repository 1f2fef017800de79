import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ImportReport, IPage, ListQuery } from "../types/list.js";
import type { PermissionTreeModel, SysRole } from "../types/sys-role.js";

export interface SysRoleForm {
  id?: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

/** `/sys/role/*`: roles of the current tenant and shared roles. */
export function roleApi(http: Http) {
  return {
    list: (
      query: ListQuery & { roleName?: string; roleCode?: string } = {},
    ): Promise<Result<IPage<SysRole>>> => http.get("/sys/role/list", query),
    add: (body: SysRoleForm): Promise<Result<null>> => http.post("/sys/role/add", body),
    edit: (body: SysRoleForm & { id: string }): Promise<Result<null>> => http.put("/sys/role/edit", body),
    delete: (id: string): Promise<Result<string>> => http.delete("/sys/role/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/role/deleteBatch", { ids: ids.join(",") }),
    /** Every role the tenant may use; none → `success: false`, `未找到角色信息`. */
    queryall: (): Promise<Result<SysRole[]>> => http.get("/sys/role/queryall"),
    /** `success: false` with `角色编码已存在` when the code is taken (by a role other than `id`). */
    checkRoleCode: (roleCode: string, id?: string): Promise<Result<boolean>> =>
      http.get("/sys/role/checkRoleCode", { roleCode, id }),
    /** The authorisation tree: every menu and button, and every id. */
    queryTreeList: (): Promise<Result<{ treeList: PermissionTreeModel[]; ids: string[] }>> =>
      http.get("/sys/role/queryTreeList"),
    importExcel: (form: FormData): Promise<Result<ImportReport | string>> =>
      http.post("/sys/role/importExcel", form),
  };
}

import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type {
  GrantChangeRequest,
  SysPermissionDataRule,
  SysPermissionDataRuleForm,
  SysPermissionForm,
  SysPermissionTree,
} from "../types/sys-permission.js";
import type { PermissionTreeModel } from "../types/sys-role.js";

/** JeecgBoot's grant bodies: comma lists, with its spelling `lastpermissionIds`. */
export function grantBody(change: GrantChangeRequest) {
  return {
    permissionIds: change.permissionIds.join(","),
    lastpermissionIds: change.lastPermissionIds.join(","),
  };
}

/** `/sys/permission/*` (the menu editor, role and department authorisation, data rules) and `/sys/role/datarule`. */
export function permissionAdminApi(http: Http) {
  return {
    /** The whole menu tree; with `name`, a flat list of matching rows (all marked leaves). */
    list: (name?: string): Promise<Result<SysPermissionTree[]>> => http.get("/sys/permission/list", { name }),
    getSystemMenuList: (): Promise<Result<SysPermissionTree[]>> =>
      http.get("/sys/permission/getSystemMenuList"),
    getSystemSubmenu: (parentId: string): Promise<Result<SysPermissionTree[]>> =>
      http.get("/sys/permission/getSystemSubmenu", { parentId }),
    /** Children of several rows keyed by parent id (parents without children are absent). */
    getSystemSubmenuBatch: (
      parentIds: readonly string[],
    ): Promise<Result<Record<string, SysPermissionTree[]>>> =>
      http.get("/sys/permission/getSystemSubmenuBatch", { parentIds: parentIds.join(",") }),
    queryTreeList: (): Promise<Result<{ treeList: PermissionTreeModel[]; ids: string[] }>> =>
      http.get("/sys/permission/queryTreeList"),
    /** One level of the tree (roots without `pid`); an empty level answers `success: false`. */
    queryListAsync: (pid?: string): Promise<Result<PermissionTreeModel[]>> =>
      http.get("/sys/permission/queryListAsync", { pid }),
    add: (body: SysPermissionForm): Promise<Result<null>> => http.post("/sys/permission/add", body),
    edit: (body: SysPermissionForm & { id: string }): Promise<Result<null>> =>
      http.put("/sys/permission/edit", body),
    /** Deletes the row with everything below it, and their grants and data rules. */
    delete: (id: string): Promise<Result<null>> => http.delete("/sys/permission/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete("/sys/permission/deleteBatch", { ids: ids.join(",") }),

    queryRolePermission: (roleId: string): Promise<Result<string[]>> =>
      http.get("/sys/permission/queryRolePermission", { roleId }),
    /** Grants newly checked ids and revokes unchecked ones; `保存成功！`. */
    saveRolePermission: (roleId: string, change: GrantChangeRequest): Promise<Result<null>> =>
      http.post("/sys/permission/saveRolePermission", { roleId, ...grantBody(change) }),
    queryDepartPermission: (departId: string): Promise<Result<string[]>> =>
      http.get("/sys/permission/queryDepartPermission", { departId }),
    saveDepartPermission: (departId: string, change: GrantChangeRequest): Promise<Result<null>> =>
      http.post("/sys/permission/saveDepartPermission", { departId, ...grantBody(change) }),

    getPermRuleListByPermId: (permissionId: string): Promise<Result<SysPermissionDataRule[]>> =>
      http.get("/sys/permission/getPermRuleListByPermId", { permissionId }),
    /** Rules matching the given fields (`*x*` wraps match as LIKE). */
    queryPermissionRule: (
      filter: Partial<Record<keyof SysPermissionDataRule, string>>,
    ): Promise<Result<SysPermissionDataRule[]>> => http.get("/sys/permission/queryPermissionRule", filter),
    addPermissionRule: (body: SysPermissionDataRuleForm & { permissionId: string }): Promise<Result<null>> =>
      http.post("/sys/permission/addPermissionRule", body),
    editPermissionRule: (body: SysPermissionDataRuleForm & { id: string }): Promise<Result<null>> =>
      http.put("/sys/permission/editPermissionRule", body),
    deletePermissionRule: (id: string): Promise<Result<null>> =>
      http.delete("/sys/permission/deletePermissionRule", { id }),

    /** A role's data rules on a menu: every rule, and the ids the role holds (`drChecked`). */
    roleDataRule: (
      permissionId: string,
      roleId: string,
    ): Promise<Result<{ datarule: SysPermissionDataRule[]; drChecked?: string }>> =>
      http.get(`/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`),
    saveRoleDataRule: (
      permissionId: string,
      roleId: string,
      dataRuleIds: readonly string[],
    ): Promise<Result<string>> =>
      http.post("/sys/role/datarule", { permissionId, roleId, dataRuleIds: dataRuleIds.join(",") }),
  };
}

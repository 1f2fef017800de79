import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type {
  DepartIdTreeNode,
  SysDepart,
  SysDepartForm,
  SysDepartRole,
  SysDepartTreeModel,
} from "../types/sys-depart.js";
import type { GrantChangeRequest } from "../types/sys-permission.js";
import type { PermissionTreeModel } from "../types/sys-role.js";
import type { SysUser } from "../types/sys-user.js";
import { excelImportApi } from "./excel-import.js";
import { grantBody } from "./permission-admin.js";

/** `queryAllParentId`: per department, its ancestors' ids from the root down (itself last) and their rows. */
export type DepartParentIds = Record<string, { parentIds: string[]; parentMap: Record<string, SysDepart> }>;

/** `/sys/sysDepart/*`, `/sys/sysDepartRole/*`, `/sys/sysDepartPermission/*`: departments of the current tenant. */
export function departApi(http: Http) {
  return {
    ...excelImportApi(http, "/sys/sysDepart"),
    /** The tenant's departments as a page (JeecgBoot's department picker), by org code. */
    list: (
      query: ListQuery & { departName?: string; orgCode?: string; parentId?: string } = {},
    ): Promise<Result<IPage<SysDepart>>> => http.get("/sys/sysDepart/list", query),
    /** The whole tree; with `ids`, those departments as a flat list of nodes. */
    queryTreeList: (ids?: readonly string[]): Promise<Result<SysDepartTreeModel[]>> =>
      http.get("/sys/sysDepart/queryTreeList", { ids: ids?.join(",") }),
    /** One level for lazy trees: roots without `pid`; `primaryKey: "orgCode"` keys nodes (and `ids`) by org code. */
    queryDepartTreeSync: (
      query: { pid?: string; ids?: readonly string[]; primaryKey?: "id" | "orgCode" } = {},
    ): Promise<Result<SysDepartTreeModel[]>> =>
      http.get("/sys/sysDepart/queryDepartTreeSync", { ...query, ids: query.ids?.join(",") }),
    queryIdTree: (): Promise<Result<DepartIdTreeNode[]>> => http.get("/sys/sysDepart/queryIdTree"),
    /** Departments whose name contains `keyWord`; none → `success: false`, `未查询匹配数据！`. */
    searchBy: (keyWord: string, myDeptSearch?: boolean): Promise<Result<SysDepartTreeModel[] | null>> =>
      http.get("/sys/sysDepart/searchBy", { keyWord, myDeptSearch: myDeptSearch ? "1" : undefined }),
    /** The departments the caller is responsible for; `message` is "2" for such a user, "1" otherwise (result null). */
    queryMyDeptTreeList: (): Promise<Result<SysDepartTreeModel[] | null>> =>
      http.get("/sys/sysDepart/queryMyDeptTreeList"),
    /** The same tree keyed by org code. */
    queryMyDeptTreeCodeList: (): Promise<Result<SysDepartTreeModel[] | null>> =>
      http.get("/sys/sysDepart/queryMyDeptTreeCodeList"),
    queryAllParentId: (by: { departId: string } | { orgCode: string }): Promise<Result<DepartParentIds>> =>
      http.get("/sys/sysDepart/queryAllParentId", by),
    getUsersByDepartId: (id: string): Promise<Result<SysUser[]>> =>
      http.get("/sys/sysDepart/getUsersByDepartId", { id }),
    queryByIds: (deptIds: readonly string[]): Promise<Result<SysDepart[]>> =>
      http.get("/sys/sysDepart/queryByIds", { deptIds: deptIds.join(",") }),
    /** The business console's flat list of the tenant's departments. */
    queryDepartments: (departName?: string): Promise<Result<SysDepart[]>> =>
      http.get("/department/department/queryDepartments", { departName }),
    /** The org code is generated: each level adds three characters (A01 → A01A01). */
    add: (body: SysDepartForm): Promise<Result<null>> => http.post("/sys/sysDepart/add", body),
    edit: (body: SysDepartForm & { id: string }): Promise<Result<null>> =>
      http.put("/sys/sysDepart/edit", body),
    /** Deletes the department with its sub-departments, user links, grants and department roles. */
    delete: (id: string): Promise<Result<null>> => http.delete("/sys/sysDepart/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<null>> =>
      http.delete("/sys/sysDepart/deleteBatch", { ids: ids.join(",") }),

    roleList: (query: ListQuery & { deptId: string }): Promise<Result<IPage<SysDepartRole>>> =>
      http.get("/sys/sysDepartRole/list", query),
    roleQueryById: (id: string): Promise<Result<SysDepartRole>> =>
      http.get("/sys/sysDepartRole/queryById", { id }),
    getDeptRoleList: (departId: string, userId?: string): Promise<Result<SysDepartRole[]>> =>
      http.get("/sys/sysDepartRole/getDeptRoleList", { departId, userId }),
    roleAdd: (body: {
      departId: string;
      roleName: string;
      roleCode: string;
      description?: string | null;
    }): Promise<Result<string>> => http.post("/sys/sysDepartRole/add", body),
    roleEdit: (body: {
      id: string;
      roleName?: string;
      roleCode?: string;
      description?: string | null;
    }): Promise<Result<string>> => http.put("/sys/sysDepartRole/edit", body),
    roleDelete: (id: string): Promise<Result<string>> => http.delete("/sys/sysDepartRole/delete", { id }),
    roleDeleteBatch: (ids: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/sysDepartRole/deleteBatch", { ids: ids.join(",") }),
    /** Gives the user `newRoleIds` of a department's roles, taking away the ones of `oldRoleIds` left out. */
    deptRoleUserAdd: (
      userId: string,
      newRoleIds: readonly string[],
      oldRoleIds: readonly string[],
    ): Promise<Result<string>> =>
      http.post("/sys/sysDepartRole/deptRoleUserAdd", {
        userId,
        newRoleId: newRoleIds.join(","),
        oldRoleId: oldRoleIds.join(","),
      }),
    getDeptRoleByUserId: (
      userId: string,
      departId: string,
    ): Promise<Result<{ id: string; userId: string | null; droleId: string | null }[]>> =>
      http.get("/sys/sysDepartRole/getDeptRoleByUserId", { userId, departId }),

    /** The department's own permissions as an authorisation tree (what its roles may be given). */
    queryTreeListForDeptRole: (
      departId: string,
    ): Promise<Result<{ treeList: PermissionTreeModel[]; ids: string[] }>> =>
      http.get("/sys/sysDepartPermission/queryTreeListForDeptRole", { departId }),
    queryDeptRolePermission: (roleId: string): Promise<Result<string[]>> =>
      http.get("/sys/sysDepartPermission/queryDeptRolePermission", { roleId }),
    /** Only permissions the department holds may be granted. */
    saveDeptRolePermission: (roleId: string, change: GrantChangeRequest): Promise<Result<null>> =>
      http.post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId, ...grantBody(change) }),
  };
}

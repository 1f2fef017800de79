import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { IPage, ListQuery } from "../types/list.js";
import type { SysPermissionDataRule } from "../types/sys-permission.js";
import type { SysUser } from "../types/sys-user.js";
import type { SysUserRecord } from "./user.js";

/** A row of the address book (通讯录): one user with the names of all their departments. */
export interface AddressListEntry {
  id: string;
  realname: string | null;
  avatar: string | null;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  email: string | null;
  phone: string | null;
  sex: number | null;
  /** Department names, comma-separated. */
  departName: string | null;
}

/** The data rules of a menu and those a grant carries (comma-separated `drChecked`). */
export interface GrantDataRules {
  datarule: SysPermissionDataRule[];
  drChecked?: string;
}

const path = encodeURIComponent;

/**
 * Role and department membership (JeecgBoot's RoleUserList and DeptUserInfo), user and department
 * look-ups for pickers and the address book, and the data rules of department and department-role grants.
 */
export function membershipApi(http: Http) {
  return {
    roleUsers: (roleId: string, query: ListQuery = {}): Promise<Result<IPage<SysUserRecord>>> =>
      http.get("/sys/user/userRoleList", { ...query, roleId }),
    addRoleUsers: (roleId: string, userIds: readonly string[]): Promise<Result<string>> =>
      http.post("/sys/user/addSysUserRole", { roleId, userIdList: userIds }),
    removeRoleUser: (roleId: string, userId: string): Promise<Result<string>> =>
      http.delete("/sys/user/deleteUserRole", { roleId, userId }),
    removeRoleUsers: (roleId: string, userIds: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/user/deleteUserRoleBatch", { roleId, userIds: userIds.join(",") }),
    /** Members of a department and its sub-departments; `orgCode` holds their department names. */
    departUsers: (depId: string, query: ListQuery = {}): Promise<Result<IPage<SysUserRecord> | null>> =>
      http.get("/sys/user/departUserList", { ...query, depId }),
    addDepartUsers: (depId: string, userIds: readonly string[]): Promise<Result<string>> =>
      http.post("/sys/user/editSysDepartWithUser", { depId, userIdList: userIds }),
    removeDepartUser: (depId: string, userId: string): Promise<Result<string>> =>
      http.delete("/sys/user/deleteUserInDepart", { depId, userId }),
    removeDepartUsers: (depId: string, userIds: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/user/deleteUserInDepartBatch", { depId, userIds: userIds.join(",") }),
    addressList: (query: ListQuery & { orgCode?: string } = {}): Promise<Result<IPage<AddressListEntry>>> =>
      http.get("/sys/user/queryByOrgCodeForAddressList", query),
    usersByIds: (userIds: readonly string[]): Promise<Result<SysUser[]>> =>
      http.get("/sys/user/queryByIds", { userIds: userIds.join(",") }),
    /** Username → that user's role names, comma-separated. */
    userRoleMap: (): Promise<Result<Record<string, string>>> => http.get("/sys/user/queryUserRoleMap"),
    allMenuIds: (): Promise<Result<string[]>> => http.get("/sys/permission/loadAllRoleIds"),
    departName: (parentId: string): Promise<Result<string>> =>
      http.get("/sys/sysDepart/queryParentName", { parentId }),
    departDataRules: (permissionId: string, departId: string): Promise<Result<GrantDataRules>> =>
      http.get(`/sys/sysDepartPermission/datarule/${path(permissionId)}/${path(departId)}`),
    saveDepartDataRules: (permissionId: string, departId: string, dataRuleIds: readonly string[]) =>
      http.post<string>("/sys/sysDepartPermission/datarule", {
        permissionId,
        departId,
        dataRuleIds: dataRuleIds.join(","),
      }),
    departRoleDataRules: (
      permissionId: string,
      departId: string,
      roleId: string,
    ): Promise<Result<GrantDataRules>> =>
      http.get(`/sys/sysDepartRole/datarule/${path(permissionId)}/${path(departId)}/${path(roleId)}`),
    saveDepartRoleDataRules: (permissionId: string, roleId: string, dataRuleIds: readonly string[]) =>
      http.post<string>("/sys/sysDepartRole/datarule", {
        permissionId,
        roleId,
        dataRuleIds: dataRuleIds.join(","),
      }),
  };
}

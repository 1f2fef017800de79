import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ImportReport, IPage, ListQuery } from "../types/list.js";
import type { SysUser } from "../types/sys-user.js";

/** A user in a list: SysUser plus the dictionary texts of sex and status. */
export type SysUserRecord = SysUser & { sex_dictText?: string; status_dictText?: string };

/** The add/edit body: SysUser fields, the plain password (add only) and the relation CSVs. */
export interface SysUserForm {
  id?: string;
  username?: string;
  realname?: string;
  password?: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | string | null;
  email?: string | null;
  phone?: string | null;
  status?: number | string | null;
  workNo?: string | null;
  post?: string | null;
  telephone?: string | null;
  userIdentity?: number | null;
  activitiSync?: number | null;
  departIds?: string | null;
  /** Role ids, comma-separated (JeecgBoot's spelling). */
  selectedroles?: string;
  /** Department ids, comma-separated. */
  selecteddeparts?: string;
  /** Tenant ids, comma-separated. */
  relTenantIds?: string;
}

/**
 * The signed-in user's own personal fields (`appEdit`). Left out: unchanged; a blank name or mobile is
 * unchanged too; a blank (or null) email, avatar, birthday or sex clears it.
 */
export interface OwnProfileForm {
  /** The caller's own id, if sent at all: another user's id is refused. */
  id?: string;
  realname?: string;
  phone?: string;
  email?: string | null;
  avatar?: string | null;
  /** `yyyy-MM-dd`. */
  birthday?: string | null;
  sex?: number | null;
}

export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

export interface UserListQuery extends ListQuery {
  /** Members of this department only. */
  departId?: string;
  /** These user ids only (comma-separated). */
  code?: string;
}

/** `/sys/user/*`: user administration (passwords and the signed-in user's departments are in `auth`). */
export function userApi(http: Http) {
  return {
    /** `GET /sys/user/list` (code 0). A `departId` without members answers `result: null`. */
    list: (query: UserListQuery = {}): Promise<Result<IPage<SysUserRecord> | null>> =>
      http.get("/sys/user/list", query),
    add: (body: SysUserForm): Promise<Result<null>> => http.post("/sys/user/add", body),
    edit: (body: SysUserForm & { id: string }): Promise<Result<null>> => http.put("/sys/user/edit", body),
    /**
     * The signed-in user edits their own record (no `user:edit` needed); answers the record as saved (code 0).
     * A phone or email another user has: `success: false` with `该手机号已注册` / `邮箱已被注册`.
     */
    appEdit: (body: OwnProfileForm): Promise<Result<SysUser>> => http.put("/sys/user/appEdit", body),
    /** Logical delete (recycle bin). */
    delete: (id: string): Promise<Result<string>> => http.delete("/sys/user/delete", { id }),
    deleteBatch: (ids: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/user/deleteBatch", { ids: ids.join(",") }),
    queryById: (id: string): Promise<Result<SysUserRecord>> => http.get("/sys/user/queryById", { id }),
    /** The user's role ids; none → `success: false`. */
    queryUserRole: (userid: string): Promise<Result<string[]>> =>
      http.get("/sys/user/queryUserRole", { userid }),
    /** `status` 2 freezes, 1 unfreezes. */
    frozenBatch: (ids: readonly string[], status: 1 | 2): Promise<Result<string>> =>
      http.put("/sys/user/frozenBatch", { ids: ids.join(","), status: String(status) }),
    /** `success: false` with `用户账号已存在` when a user has these values (`id` is left out of the check). */
    checkOnlyUser: (query: {
      username?: string;
      phone?: string;
      email?: string;
      workNo?: string;
      id?: string;
    }): Promise<Result<boolean>> => http.get("/sys/user/checkOnlyUser", query),
    queryUserByDepId: (id: string, realname?: string): Promise<Result<SysUser[]>> =>
      http.get("/sys/user/queryUserByDepId", { id, realname }),
    userDepartList: (userId: string): Promise<Result<DepartIdModel[] | null>> =>
      http.get("/sys/user/userDepartList", { userId }),
    generateUserId: (): Promise<Result<string>> => http.get("/sys/user/generateUserId"),
    queryUserComponentData: (
      query: ListQuery & { departId?: string; realname?: string; username?: string; id?: string } = {},
    ): Promise<Result<IPage<SysUserRecord>>> => http.get("/sys/user/queryUserComponentData", query),
    recycleBin: (): Promise<Result<SysUser[]>> => http.get("/sys/user/recycleBin"),
    putRecycleBin: (userIds: readonly string[]): Promise<Result<string>> =>
      http.put("/sys/user/putRecycleBin", { userIds: userIds.join(",") }),
    deleteRecycleBin: (userIds: readonly string[]): Promise<Result<string>> =>
      http.delete("/sys/user/deleteRecycleBin", { userIds: userIds.join(",") }),
    /** Multipart upload of .xlsx files; code 201 with a report when some rows failed. */
    importExcel: (form: FormData): Promise<Result<ImportReport | string>> =>
      http.post("/sys/user/importExcel", form),
  };
}

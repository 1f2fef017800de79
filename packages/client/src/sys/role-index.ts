import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { ListQuery } from "../types/list.js";
import { crudApi } from "./crud.js";

/** A role's home page (JeecgBoot's SysRoleIndex): where its members land after sign-in. */
export interface SysRoleIndex {
  id: string;
  roleCode: string;
  url: string;
  component: string;
  /** Whether the page is a route of the menu (JeecgBoot's `route`). */
  route: boolean;
  priority: number | null;
  status: string | null;
  sysOrgCode: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export interface SysRoleIndexForm {
  id?: string;
  roleCode?: string;
  url?: string;
  component?: string;
  route?: boolean;
  priority?: number;
  status?: string;
}

/** `/sys/sysRoleIndex/*`: one home page per role code (a second is refused: `该角色已配置首页`). */
export function roleIndexApi(http: Http) {
  const base = "/sys/sysRoleIndex";
  return {
    ...crudApi<SysRoleIndex, SysRoleIndexForm, ListQuery & { roleCode?: string }>(http, base),
    /** The role's home page, or null when it has none. */
    queryByCode: (roleCode: string): Promise<Result<SysRoleIndex | null>> =>
      http.get(`${base}/queryByCode`, { roleCode }),
  };
}

import type { PermissionRecord } from "@kanya/core/access";
import type { ServerMenuItem } from "@kanya/core/menu";
import type { Result } from "../envelope.js";
import type { Http } from "../http.js";

export interface UserPermissions {
  menu: ServerMenuItem[];
  /** The user's own button permissions (status "1"). */
  auth: PermissionRecord[];
  /** Every button permission of the system, with status. */
  allAuth: PermissionRecord[];
  codeList: string[];
  sysSafeMode: boolean;
}

export function permissionApi(http: Http) {
  return {
    /** `GET /sys/permission/getUserPermissionByToken`: the signed-in user's menu and button rights. */
    getUserPermissionByToken: (): Promise<Result<UserPermissions>> =>
      http.get("/sys/permission/getUserPermissionByToken"),
  };
}

import type { SysRole } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysRoleTable } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysRole as JeecgBoot serializes it. */
export type SysRoleJson = SysRole;

export function toSysRoleJson(role: Selectable<SysRoleTable>): SysRoleJson {
  return {
    id: role.id,
    roleName: role.role_name,
    roleCode: role.role_code,
    description: role.description,
    createBy: role.create_by,
    createTime: formatDateTime(role.create_time),
    updateBy: role.update_by,
    updateTime: formatDateTime(role.update_time),
    tenantId: role.tenant_id,
  };
}

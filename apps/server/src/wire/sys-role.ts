import type { Selectable } from "kysely";
import type { SysRoleTable } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysRole as JeecgBoot serializes it. */
export interface SysRoleJson {
  id: string;
  roleName: string | null;
  roleCode: string;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  tenantId: number | null;
}

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

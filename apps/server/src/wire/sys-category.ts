import type { SysCategory } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysCategoryTable } from "../db/schema";
import { formatDateTime } from "./datetime";

export type SysCategoryRow = Selectable<SysCategoryTable>;

/** SysCategory as JeecgBoot serializes it. */
export type SysCategoryJson = SysCategory;

export function toSysCategoryJson(row: SysCategoryRow): SysCategoryJson {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    code: row.code,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    sysOrgCode: row.sys_org_code,
    hasChild: row.has_child,
    tenantId: row.tenant_id,
  };
}

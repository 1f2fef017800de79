import type { Selectable } from "kysely";
import type { SysPositionTable } from "../db/schema";
import { formatDateTime } from "./datetime";

/** SysPosition as JeecgBoot serializes it. */
export interface SysPositionJson {
  id: string;
  code: string | null;
  name: string | null;
  postRank: string | null;
  companyId: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  sysOrgCode: string | null;
  tenantId: number | null;
}

export function toSysPositionJson(row: Selectable<SysPositionTable>): SysPositionJson {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    postRank: row.post_rank,
    companyId: row.company_id,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
    sysOrgCode: row.sys_org_code,
    tenantId: row.tenant_id,
  };
}

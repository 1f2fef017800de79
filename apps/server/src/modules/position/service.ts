import type { Selectable } from "kysely";
import type { SysPositionTable } from "../../db/schema";
import { formatDateTime } from "../../wire/datetime";

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

export type SysPositionRow = Selectable<SysPositionTable>;

export function toSysPositionJson(row: SysPositionRow): SysPositionJson {
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

/** The position_rank dictionary's values (员级 … 正高级). */
export const POSITION_RANKS = ["1", "2", "3", "4", "5"] as const;
export const MSG_POSITION_NOT_FOUND = "未找到对应实体";

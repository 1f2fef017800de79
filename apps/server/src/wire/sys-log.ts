import type { SysLog } from "@kanya/client";
import type { Selectable } from "kysely";
import type { SysLogTable } from "../db/schema";
import { formatDateTime } from "./datetime";

export type SysLogRow = Selectable<SysLogTable>;

/** SysLog as JeecgBoot serializes it (`mod/system/entity/SysLog.java`). */
export type SysLogJson = SysLog;

export function toSysLogJson(row: SysLogRow): SysLogJson {
  return {
    id: row.id,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    // JeecgBoot's entity has these; a log row is never updated.
    updateBy: null,
    updateTime: null,
    costTime: row.cost_time === null ? null : Number(row.cost_time),
    ip: row.ip,
    requestParam: row.request_param,
    requestType: row.request_type,
    requestUrl: row.request_url,
    method: row.method,
    username: row.username,
    userid: row.userid,
    logContent: row.log_content,
    logType: row.log_type,
    operateType: row.operate_type,
    tenantId: row.tenant_id,
    clientType: row.client_type,
  };
}

import { dataLog } from "@kanya/resources";
import type { Kysely, Selectable } from "kysely";
import type { Database, SysDataLogTable } from "../../db/schema";
import { permission } from "../../http/access";
import { resourceListSpec } from "../../http/crud";
import { requiredQueryParam } from "../../http/input";
import { serveList } from "../../http/list";
import { requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { formatDateTime } from "../../wire/datetime";

const toDataLogJson = (row: Selectable<SysDataLogTable>) => ({
  id: row.id,
  dataTable: row.data_table,
  dataId: row.data_id,
  dataContent: row.data_content,
  dataVersion: row.data_version,
  createBy: row.create_by,
  createTime: formatDateTime(row.create_time),
  updateBy: row.update_by,
  updateTime: formatDateTime(row.update_time),
});

// The list's filters and sort are the `dataLog` resource's fields (the console's query bar and columns).
const dataLogListSpec = resourceListSpec(dataLog, "sys_data_log", {
  toRecords: (rows) => rows.map(toDataLogJson),
});

/**
 * The data change log (`/sys/dataLog/*`): the versions the `kanya_data_log` trigger writes on every update
 * (migration 0011), listed, per row, and two of them side by side for comparing.
 */
export function dataLogRoutes(db: Kysely<Database>): RouteSpec[] {
  const code = permission(PERMISSION_CODES.dataLog.list);
  return [
    get("/sys/dataLog/list", code, (c) => serveList(c, db, dataLogListSpec)),
    get("/sys/dataLog/queryDataVerList", code, async (c) => {
      const rows = await db
        .selectFrom("sys_data_log")
        .selectAll()
        .where("data_table", "=", requiredQueryParam(c, "dataTable"))
        .where("data_id", "=", requiredQueryParam(c, "dataId"))
        .orderBy("data_version")
        .execute();
      return c.json(okCodeZero(rows.map(toDataLogJson)));
    }),
    get("/sys/dataLog/queryCompareList", code, async (c) => {
      const ids = [
        requireId(c.req.query("dataId1"), "dataId1"),
        requireId(c.req.query("dataId2"), "dataId2"),
      ];
      const rows = await db
        .selectFrom("sys_data_log")
        .selectAll()
        .where("id", "in", ids)
        .orderBy("data_version")
        .execute();
      return c.json(okCodeZero(rows.map(toDataLogJson)));
    }),
  ];
}

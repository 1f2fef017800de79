import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema";
import { tableVersion } from "../../db/table-versions";
import {
  addDictText,
  type Condition,
  DICT_TABLES,
  defineListSpec,
  escapeLike,
  type ListContext,
  ordered,
  type Page,
  pageWithValues,
  parseListRequest,
  toPage,
  type WithDictText,
} from "../../http/list";
import type { RequestMeta } from "../../http/request-meta";
import { newId } from "../../ids";
import { type SysLogJson, type SysLogRow, toSysLogJson } from "../../wire/sys-log";

/** JeecgBoot's log_type dictionary. */
export const LOG_TYPE = { login: 1, operation: 2, tenant: 3, exception: 4 } as const;
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** JeecgBoot's operate_type dictionary (CommonConstant.OPERATE_TYPE_*). */
export const OPERATE_TYPE = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const;

export const MSG_LOG_DELETED = "删除成功!";
export const MSG_LOG_IDS_REQUIRED = "参数不识别！";
export const MSG_LOG_NOT_FOUND = "未找到对应实体";
/** `deleteBatch?ids=allclear` clears the whole log. */
export const ALL_CLEAR = "allclear";

const MAX_CONTENT = 1000;
const MAX_PARAM = 2000;
const MAX_METHOD = 500;

export interface LogEntry {
  logType: LogType;
  content: string;
  operateType?: number | null;
  userId?: string | null;
  username?: string | null;
  /** The request it came from; omitted for entries without one. */
  meta?: RequestMeta;
  /** The route, e.g. `POST /sys/user/add` (JeecgBoot records the controller method). */
  method?: string | null;
  requestParam?: string | null;
  /** Overrides the request's tenant (a sign-in records the tenant it signed into). */
  tenantId?: number | null;
}

export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  todayIp: number;
}

export interface VisitDay {
  visit: number;
  ip: number;
  /** `yyyy-MM-dd`. */
  tian: string;
  /** `MM-dd`. */
  type: string;
}

export interface LogService {
  /** Writes one row. Never throws: a log that cannot be written must not fail the request it describes. */
  record(entry: LogEntry): Promise<void>;
  /** `ids` CSV, or `allclear` for everything the tenant may see. */
  deleteBatch(ids: string, tenantId: number | null): Promise<void>;
  deleteOne(id: string, tenantId: number | null): Promise<boolean>;
  loginInfo(now: Date, tenantId: number | null): Promise<LoginInfo>;
  visitInfo(now: Date, tenantId: number | null): Promise<VisitDay[]>;
}

export interface LogServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** Where a failure to write the log is reported. */
  log: (line: string) => void;
}

const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createLogService(deps: LogServiceDeps): LogService {
  const { db } = deps;

  return {
    async record(entry) {
      const now = deps.clock();
      const meta = entry.meta;
      try {
        await db
          .insertInto("sys_log")
          .values({
            id: newId(),
            log_type: entry.logType,
            log_content: truncate(entry.content, MAX_CONTENT),
            operate_type: entry.operateType ?? null,
            userid: entry.userId ?? null,
            username: entry.username ? truncate(entry.username, 100) : null,
            ip: meta?.ip ?? null,
            method: entry.method ? truncate(entry.method, MAX_METHOD) : null,
            request_url: meta?.url ?? null,
            request_param: entry.requestParam ? truncate(entry.requestParam, MAX_PARAM) : null,
            request_type: meta?.method ?? null,
            cost_time: meta ? Math.max(0, now.getTime() - meta.startedAt) : null,
            client_type: meta?.clientType ?? null,
            create_by: entry.username ? truncate(entry.username, 32) : null,
            create_time: now,
            tenant_id: (entry.tenantId !== undefined ? entry.tenantId : meta?.tenantId) ?? 0,
          })
          .execute();
      } catch (error) {
        deps.log(
          `[kanya] could not write sys_log: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },

    async deleteBatch(ids, tenantId) {
      if (ids === ALL_CLEAR) {
        await db
          .deleteFrom("sys_log")
          .where((eb) => tenantScope(eb, tenantId) ?? eb.lit(true))
          .execute();
        return;
      }
      const list = ids
        .split(",")
        .map((id) => id.trim())
        .filter((id) => id !== "" && id.length <= 32);
      if (list.length === 0) return;
      await db
        .deleteFrom("sys_log")
        .where("id", "in", list)
        .where((eb) => tenantScope(eb, tenantId) ?? eb.lit(true))
        .execute();
    },

    async deleteOne(id, tenantId) {
      if (id.length > 32) return false;
      const rows = await db
        .deleteFrom("sys_log")
        .where("id", "=", id)
        .where((eb) => tenantScope(eb, tenantId) ?? eb.lit(true))
        .returning("id")
        .execute();
      return rows.length > 0;
    },

    async loginInfo(now, tenantId) {
      const { start, end } = gmt8Day(now);
      const base = db
        .selectFrom("sys_log")
        .where("log_type", "=", LOG_TYPE.login)
        .where((eb) => tenantScope(eb, tenantId) ?? eb.lit(true));
      const total = await base.select(sql<string>`count(*)`.as("n")).executeTakeFirst();
      const today = await base
        .where("create_time", ">=", start)
        .where("create_time", "<", end)
        .select([sql<string>`count(*)`.as("n"), sql<string>`count(distinct ip)`.as("ips")])
        .executeTakeFirst();
      return {
        totalVisitCount: Number(total?.n ?? 0),
        todayVisitCount: Number(today?.n ?? 0),
        todayIp: Number(today?.ips ?? 0),
      };
    },

    async visitInfo(now, tenantId) {
      // JeecgBoot: from the start of the day six days ago to the end of today, days with visits only.
      const { end } = gmt8Day(now);
      const start = new Date(end.getTime() - 7 * DAY_MS);
      const day = sql<string>`to_char((create_time at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
      const rows = await db
        .selectFrom("sys_log")
        .select([sql<string>`count(*)`.as("visit"), sql<string>`count(distinct ip)`.as("ip"), day.as("tian")])
        .where("log_type", "=", LOG_TYPE.login)
        .where("create_time", ">=", start)
        .where("create_time", "<", end)
        .where((eb) => tenantScope(eb, tenantId) ?? eb.lit(true))
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((row) => ({
        visit: Number(row.visit),
        ip: Number(row.ip),
        tian: row.tian,
        type: row.tian.slice(5),
      }));
    },
  };
}

/**
 * Rows a request working in `tenantId` may see: that tenant's, and the system-wide ones (tenant 0, e.g.
 * failed sign-ins of nobody in particular). Without a tenant, all.
 */
export function tenantScope(
  eb: ExpressionBuilder<Database, "sys_log">,
  tenantId: number | null,
): Expression<SqlBool> | undefined {
  if (tenantId === null) return undefined;
  return eb.or([eb("tenant_id", "=", tenantId), eb("tenant_id", "=", 0), eb("tenant_id", "is", null)]);
}

/** `/sys/log/list`: JeecgBoot's SysLog fields, `_dictText` for logType, operateType and clientType. */
export const sysLogListSpec = defineListSpec({
  table: "sys_log",
  fields: {
    id: { column: "id", type: "string", sort: false },
    logType: { column: "log_type", type: "integer" },
    logContent: { column: "log_content", type: "string" },
    operateType: { column: "operate_type", type: "integer" },
    userid: { column: "userid", type: "string" },
    username: { column: "username", type: "string" },
    ip: { column: "ip", type: "string" },
    method: { column: "method", type: "string" },
    requestUrl: { column: "request_url", type: "string" },
    requestType: { column: "request_type", type: "string" },
    costTime: { column: "cost_time", type: "integer" },
    clientType: { column: "client_type", type: "string" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    tenantId: { column: "tenant_id", type: "integer" },
  },
  dictFields: { logType: "log_type", operateType: "operate_type", clientType: "client_type" },
  where: (eb, ctx) => {
    const parts: Expression<SqlBool>[] = [];
    const scope = tenantScope(eb, ctx.tenantId);
    if (scope) parts.push(scope);
    // JeecgBoot: `keyWord` is a like-match on the content.
    const keyWord = ctx.params.keyWord?.trim();
    if (keyWord) parts.push(eb("log_content", "ilike", `%${escapeLike(keyWord)}%`));
    if (parts.length === 0) return undefined;
    return parts.length === 1 ? parts[0] : eb.and(parts);
  },
  toRecords: (rows) => rows.map(toSysLogJson),
});

/**
 * A page of `/sys/log/list` whose total comes from `kanya_log_count` (kept by triggers on sys_log, migration
 * 0004) when the request filters by logType alone: the log page's usual views then cost O(1) instead of
 * counting hundreds of thousands of rows. Returns undefined for any other filter (the caller counts).
 */
export async function queryLogPageByCounters(
  db: Kysely<Database>,
  ctx: ListContext,
): Promise<Page<WithDictText<SysLogJson>> | undefined> {
  if (ctx.params.keyWord?.trim()) return undefined;
  const request = parseListRequest(sysLogListSpec, ctx.params);
  const logType = plainLogType(request.condition);
  if (logType === undefined) return undefined;

  let counts = db.selectFrom("kanya_log_count").select(sql<string>`coalesce(sum(n), 0)`.as("total"));
  if (logType !== null) counts = counts.where("log_type", "=", logType);
  if (ctx.tenantId !== null) counts = counts.where("tenant_id", "in", [ctx.tenantId, 0]);
  const offset = (request.pageNo - 1) * request.pageSize;

  // One round trip (two for a page past the end): the page with its total, and the dictionaries' version
  // unless the guard read it when the request began.
  const dictVersion = ctx.versions?.of(DICT_TABLES);
  const page = db
    .selectFrom("sys_log")
    .selectAll()
    .where((eb) =>
      eb.and([
        tenantScope(eb, ctx.tenantId) ?? eb.lit(true),
        logType === null ? eb.lit(true) : eb("log_type", "=", logType),
      ]),
    );
  const { rows, values } = await pageWithValues(
    db,
    ordered(page, "id", request).limit(request.pageSize).offset(offset),
    dictVersion === undefined
      ? [counts.as("kanya_total"), tableVersion(DICT_TABLES).as("kanya_dict_version")]
      : [counts.as("kanya_total")],
    offset,
  );
  // An empty first page leaves the total unread: nothing matches.
  const total = Number(values.kanya_total ?? 0);
  if (rows.length === 0) return toPage([], total, request.pageNo, request.pageSize);
  const records = await addDictText(
    db,
    (rows as SysLogRow[]).map(toSysLogJson),
    sysLogListSpec.dictFields,
    dictVersion ?? String(values.kanya_dict_version),
  );
  return toPage(records, total, request.pageNo, request.pageSize);
}

/** null: no filter at all; a number: `log_type = n` only; undefined: anything else. */
function plainLogType(condition: Condition | undefined): number | null | undefined {
  if (condition === undefined) return null;
  if (condition.kind === "compare" && condition.column === "log_type" && condition.op === "=") {
    return typeof condition.value === "number" ? condition.value : undefined;
  }
  return undefined;
}

/** The GMT+8 calendar day containing `now`, as instants. */
function gmt8Day(now: Date): { start: Date; end: Date } {
  const local = now.getTime() + GMT8_OFFSET_MS;
  const start = new Date(local - (local % DAY_MS) - GMT8_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

import { WORK_ORDER_OPEN_STATUSES } from "@kanya/resources";
import { type Kysely, sql } from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import type { AnnouncementService } from "../announcement/service";
import { SEND_STATUS } from "../announcement/service";
import type { JobClassName } from "./job-catalog";

/** What a job tells the run log: `ok` with a summary, or `skipped` with the reason. Errors are thrown. */
export interface JobResult {
  readonly outcome: "ok" | "skipped";
  readonly message: string;
}

export interface JobContext {
  readonly db: Kysely<Database>;
  readonly now: Date;
  readonly parameter: string | null;
  readonly scheduledTime: Date;
  readonly log: (line: string) => void;
}

export type JobRunner = (context: JobContext) => Promise<JobResult>;

export interface BuiltinJobDeps {
  /** Publishes due announcements as a user's 发布 would (notices to the websocket included). */
  readonly announcements?: AnnouncementService;
}

/** Business tables another module owns; the jobs that touch them skip while they are not there. */
export const MEMBER_CARD_TABLE = "biz_member_card";
export const WORK_ORDER_TABLE = "biz_work_order";
export const TABLE_NOT_PRESENT = "skipped: table not present";

/** The user a job acts as in records it writes (sender of a published announcement, update_by). */
const JOB_USER = "scheduler";

/** Every built-in job class, each doing its work against the database. */
export function builtinJobs(deps: BuiltinJobDeps): Record<JobClassName, JobRunner> {
  return {
    "org.jeecg.modules.quartz.job.SampleJob": async ({ now, log }) => {
      log(`[kanya] SampleJob: 普通定时任务执行 ${now.toISOString()}`);
      return { outcome: "ok", message: "普通定时任务执行" };
    },
    "org.jeecg.modules.quartz.job.SampleParamJob": async ({ parameter, log }) => {
      const message = `带参数定时任务执行，参数：${parameter ?? ""}`;
      log(`[kanya] SampleParamJob: ${message}`);
      return { outcome: "ok", message };
    },
    "org.jeecg.modules.message.job.SendMsgJob": sendQueuedMessages,
    "org.kanya.job.CleanExpiredSessionsJob": cleanExpiredSessions,
    "org.kanya.job.SendDueAnnouncementsJob": (context) => sendDueAnnouncements(context, deps),
    "org.kanya.job.RecountStatusJob": recountStatus,
    "org.kanya.job.ExpireMemberCardsJob": expireMemberCards,
    "org.kanya.job.MarkOverdueWorkOrdersJob": markOverdueWorkOrders,
  };
}

/** Sessions past their end or revoked (their path tickets go with them, on delete cascade). */
async function cleanExpiredSessions({ db, now }: JobContext): Promise<JobResult> {
  const tickets = await db.deleteFrom("kanya_path_ticket").where("expires_at", "<", now).executeTakeFirst();
  const sessions = await db
    .deleteFrom("kanya_session")
    .where((eb) => eb.or([eb("expires_at", "<", now), eb("revoked_at", "is not", null)]))
    .executeTakeFirst();
  return {
    outcome: "ok",
    message: `清理过期会话 ${Number(sessions.numDeletedRows)} 个，过期链接票据 ${Number(tickets.numDeletedRows)} 个`,
  };
}

/** JeecgBoot's SendMsgJob: queued messages (`es_send_status` 0) whose send time has come are sent. */
async function sendQueuedMessages({ db, now }: JobContext): Promise<JobResult> {
  const result = await db
    .updateTable("sys_sms")
    .set((eb) => ({ es_send_status: "1", es_send_num: sql`coalesce(${eb.ref("es_send_num")}, 0) + 1` }))
    .where("es_send_status", "=", "0")
    .where((eb) => eb.or([eb("es_send_time", "is", null), eb("es_send_time", "<=", now)]))
    .executeTakeFirst();
  return { outcome: "ok", message: `发送待发消息 ${Number(result.numUpdatedRows)} 条` };
}

/** Drafts whose start time has come (and whose end has not passed) are published. */
async function sendDueAnnouncements(context: JobContext, deps: BuiltinJobDeps): Promise<JobResult> {
  const { db, now } = context;
  if (!deps.announcements) return { outcome: "skipped", message: "skipped: announcements not available" };
  const due = await db
    .selectFrom("sys_announcement")
    .select(["id", "titile"])
    .where("send_status", "=", SEND_STATUS.draft)
    .where(sql<boolean>`coalesce(del_flag, '0') = '0'`)
    .where("start_time", "<=", now)
    .where((eb) => eb.or([eb("end_time", "is", null), eb("end_time", ">", now)]))
    .orderBy("start_time")
    .limit(100)
    .execute();
  const failed: string[] = [];
  const auth = { user: { username: JOB_USER }, sessionId: "", tenantId: null } as unknown as AuthContext;
  for (const row of due) {
    try {
      await deps.announcements.release(row.id, auth, null);
    } catch (error) {
      failed.push(`${row.titile ?? row.id}：${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failed.length > 0) throw new Error(`发布失败 ${failed.length} 条：${failed.join("；")}`);
  return { outcome: "ok", message: `发布到期公告 ${due.length} 条` };
}

/**
 * The status counters of the records that exist today, counted afresh (jobs, users, announcements,
 * messages, and the business tables once present). No counter is stored yet, so a recount changes nothing.
 */
async function recountStatus({ db }: JobContext): Promise<JobResult> {
  const counted: [string, string, string][] = [
    ["定时任务", "quartz_job", "status"],
    ["用户", "sys_user", "status"],
    ["公告", "sys_announcement", "send_status"],
    ["消息", "sys_sms", "es_send_status"],
    ["会员卡", MEMBER_CARD_TABLE, "status"],
    ["工单", WORK_ORDER_TABLE, "status"],
  ];
  const parts: string[] = [];
  for (const [label, table, column] of counted) {
    if (!(await hasColumns(db, table, [column]))) continue;
    const { rows } = await sql<{ status: unknown; n: string }>`select ${sql.ref(column)} as status,
      count(*) as n from ${sql.table(table)} group by 1 order by 1`.execute(db);
    parts.push(`${label}：${rows.map((r) => `${String(r.status)}=${r.n}`).join("，") || "无"}`);
  }
  return { outcome: "ok", message: `重算状态计数 — ${parts.join("；")}` };
}

/**
 * Member cards (issue 16's `biz_member_card`) active or frozen past their `valid_to` day (in GMT+8) become
 * expired, as `member_card_status` (@kanya/resources) names them.
 */
async function expireMemberCards({ db, now }: JobContext): Promise<JobResult> {
  if (!(await hasColumns(db, MEMBER_CARD_TABLE, ["status", "valid_to"])))
    return { outcome: "skipped", message: TABLE_NOT_PRESENT };
  const { numAffectedRows } = await sql`update ${sql.table(MEMBER_CARD_TABLE)}
    set status = '3', update_by = ${JOB_USER}, update_time = ${now}
    where status in ('1', '2') and valid_to < (${now}::timestamptz at time zone 'Asia/Shanghai')::date`.execute(
    db,
  );
  return { outcome: "ok", message: `到期会员卡 ${Number(numAffectedRows ?? 0)} 张` };
}

/**
 * Open work orders (待处理, 处理中: `WORK_ORDER_OPEN_STATUSES`) past their `sla_deadline` get the SLA mark
 * `overdue` = 1 (the list's red 已超时 tag and its 是否超时 filter). The mark is stored rather than computed
 * on read so a million orders filter and count by it; add, edit and the flow keep it right between runs
 * (apps/server/src/modules/business/work-order-routes.ts).
 */
async function markOverdueWorkOrders({ db, now }: JobContext): Promise<JobResult> {
  if (!(await hasColumns(db, WORK_ORDER_TABLE, ["status", "sla_deadline", "overdue"])))
    return { outcome: "skipped", message: TABLE_NOT_PRESENT };
  const result = await db
    .updateTable("biz_work_order")
    .set({ overdue: "1", update_by: JOB_USER, update_time: now })
    .where("status", "in", [...WORK_ORDER_OPEN_STATUSES])
    .where("sla_deadline", "<", now)
    .where("overdue", "<>", "1")
    .executeTakeFirst();
  return { outcome: "ok", message: `标记超期工单 ${Number(result.numUpdatedRows)} 个` };
}

/** Whether the table exists in the current schema with all these columns. */
async function hasColumns(db: Kysely<Database>, table: string, columns: readonly string[]): Promise<boolean> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
      and column_name in (${sql.join(columns)})`.execute(db);
  return Number(rows[0]?.n ?? 0) === columns.length;
}

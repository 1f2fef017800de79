import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { formatDateTime } from "../../wire/datetime";
import { SEND_STATUS } from "../announcement/service";
import { dictTexts, hasTable } from "./table-presence";

/** The claim flow's review decision (核定结案, `business:claim:settle`): who holds it reviews claims. */
export const CLAIM_REVIEW_CODE = "business:claim:settle";
/** How many of each to-do the workplace lists (the totals count them all). */
export const TODO_LIMIT = 10;

/** Status texts the to-dos look for in their dictionaries (work_order_status, claim_status). */
const OPEN_WORK_ORDER_TEXTS = ["待处理", "处理中"];
const CLAIM_REVIEW_TEXT = "审核中";

export interface TodoList<T> {
  total: number;
  records: T[];
}

export interface WorkplaceTodos {
  workOrders: TodoList<{
    id: string;
    workNo: string | null;
    title: string | null;
    status: string | null;
    statusText: string | null;
    slaDeadline: string | null;
  }>;
  /** Null for a user who does not review claims. */
  claimsToReview: TodoList<{
    id: string;
    claimNo: string | null;
    patientName: string | null;
    claimedAmount: number | null;
    createTime: string | null;
  }> | null;
  announcements: TodoList<{
    id: string;
    titile: string | null;
    sendTime: string | null;
    msgCategory: string;
  }>;
}

export interface WorkplaceUser {
  id: string;
  username: string;
  codes: ReadonlySet<string>;
}

/** The signed-in user's to-dos: work orders assigned to them, claims to review, unread announcements. */
export async function workplaceTodos(db: Kysely<Database>, user: WorkplaceUser): Promise<WorkplaceTodos> {
  const [workOrders, claimsToReview, announcements] = await Promise.all([
    assignedWorkOrders(db, user.username),
    user.codes.has(CLAIM_REVIEW_CODE) ? claimsInReview(db) : null,
    unreadAnnouncements(db, user.id),
  ]);
  return { workOrders, claimsToReview, announcements };
}

/** Values of a dictionary's items with these texts (in the texts' order). */
async function valuesOf(db: Kysely<Database>, dictCode: string, texts: readonly string[]) {
  const items = await dictTexts(db, dictCode);
  const byText = new Map([...items].map(([value, text]) => [text, value]));
  return { items, values: texts.flatMap((text) => (byText.has(text) ? [byText.get(text) as string] : [])) };
}

async function assignedWorkOrders(
  db: Kysely<Database>,
  username: string,
): Promise<WorkplaceTodos["workOrders"]> {
  const columns = ["id", "work_no", "title", "assignee", "status", "sla_deadline", "create_time"];
  if (!(await hasTable(db, "biz_work_order", columns))) return { total: 0, records: [] };
  const { items, values } = await valuesOf(db, "work_order_status", OPEN_WORK_ORDER_TEXTS);
  if (!values.length) return { total: 0, records: [] };
  const where = sql`assignee = ${username} and status in (${sql.join(values)})`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from biz_work_order where ${where}`.execute(db),
    sql<{
      id: string;
      work_no: string | null;
      title: string | null;
      status: string | null;
      sla_deadline: Date | null;
    }>`select id, work_no, title, status, sla_deadline from biz_work_order where ${where}
      order by sla_deadline asc nulls last, create_time desc, id limit ${TODO_LIMIT}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    records: rows.rows.map((r) => ({
      id: r.id,
      workNo: r.work_no,
      title: r.title,
      status: r.status,
      statusText: (r.status !== null && items.get(r.status)) || r.status,
      slaDeadline: formatDateTime(r.sla_deadline),
    })),
  };
}

async function claimsInReview(db: Kysely<Database>): Promise<NonNullable<WorkplaceTodos["claimsToReview"]>> {
  const columns = ["id", "claim_no", "patient_name", "claimed_amount", "status", "create_time"];
  if (!(await hasTable(db, "biz_claim", columns))) return { total: 0, records: [] };
  const { values } = await valuesOf(db, "claim_status", [CLAIM_REVIEW_TEXT]);
  if (!values.length) return { total: 0, records: [] };
  const where = sql`status in (${sql.join(values)})`;
  const [count, rows] = await Promise.all([
    sql<{ n: string }>`select count(*) as n from biz_claim where ${where}`.execute(db),
    sql<{
      id: string;
      claim_no: string | null;
      patient_name: string | null;
      claimed_amount: string | number | null;
      create_time: Date | null;
    }>`select id, claim_no, patient_name, claimed_amount, create_time from biz_claim where ${where}
      order by create_time asc nulls last, id limit ${TODO_LIMIT}`.execute(db),
  ]);
  return {
    total: Number(count.rows[0]?.n ?? 0),
    records: rows.rows.map((r) => ({
      id: r.id,
      claimNo: r.claim_no,
      patientName: r.patient_name,
      claimedAmount: r.claimed_amount === null ? null : Number(r.claimed_amount),
      createTime: formatDateTime(r.create_time),
    })),
  };
}

async function unreadAnnouncements(
  db: Kysely<Database>,
  userId: string,
): Promise<WorkplaceTodos["announcements"]> {
  const base = db
    .selectFrom("sys_announcement as a")
    .innerJoin("sys_announcement_send as s", "s.annt_id", "a.id")
    .where("s.user_id", "=", userId)
    .where("s.read_flag", "=", "0")
    .where("a.send_status", "=", SEND_STATUS.published)
    .where("a.del_flag", "=", "0");
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as("n")).executeTakeFirst(),
    base
      .select(["a.id", "a.titile", "a.send_time", "a.msg_category"])
      .orderBy("a.send_time", "desc")
      .orderBy("a.id")
      .limit(TODO_LIMIT)
      .execute(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    records: rows.map((r) => ({
      id: r.id,
      titile: r.titile,
      sendTime: formatDateTime(r.send_time),
      msgCategory: r.msg_category,
    })),
  };
}

import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { ROLE_ID } from "../src/db/seed/roles";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { REVENUE_STATUSES } from "../src/modules/dashboard/analysis";
import { gmt8Day, parseDayRange } from "../src/modules/dashboard/date-range";
import { hasTable } from "../src/modules/dashboard/table-presence";
import { CLAIM_REVIEW_CODE } from "../src/modules/dashboard/workplace";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";

const CODE = PERMISSION_CODES.dashboard.view;

/** Orders and revenue of a range, counted straight from the table. */
async function countOrders(db: Kysely<Database>, from: Date, to: Date, where = sql`true`) {
  const { rows } = await sql<{ orders: string; revenue: string | null }>`select count(*) as orders,
      sum(case when status in (${sql.join(REVENUE_STATUSES)}) then coalesce(paid_amount, 0) else 0 end) as revenue
    from biz_service_order where create_time >= ${from} and create_time < ${to} and ${where}`.execute(db);
  return {
    orders: Number(rows[0]?.orders ?? 0),
    revenue: Math.round(Number(rows[0]?.revenue ?? 0) * 100) / 100,
  };
}

describe("day ranges", () => {
  const now = new Date("2026-03-10T18:30:00Z"); // 2026-03-11 02:30 in GMT+8
  it("defaults to the last 7 days ending today in GMT+8, or the last 30", () => {
    const week = parseDayRange({}, now);
    expect([week.start, week.end, week.days.length]).toEqual(["2026-03-05", "2026-03-11", 7]);
    expect(week.from.toISOString()).toBe("2026-03-04T16:00:00.000Z");
    expect(week.to.toISOString()).toBe("2026-03-11T16:00:00.000Z");
    const month = parseDayRange({ days: "30" }, now);
    expect([month.start, month.days.length]).toEqual(["2026-02-10", 30]);
  });
  it("refuses bad dates, reversed and overlong ranges", () => {
    expect(() => parseDayRange({ start: "2026-3-1", end: "2026-03-02" }, now)).toThrow(/日期格式/);
    expect(() => parseDayRange({ start: "2026-03-05", end: "2026-03-01" }, now)).toThrow(/不能晚于/);
    expect(() => parseDayRange({ start: "2024-01-01", end: "2026-03-01" }, now)).toThrow(/不能超过/);
  });
});

describe.each(backends)("dashboards on $name", (backend) => {
  beforeAll(() => backend.db(), 180_000);

  it("answers 首页's figures from the orders: per day, channel, service type, top hospitals and doctors", async () => {
    const db = await backend.db();
    const clock = () => new Date();
    const app = createApp({ db, clock });
    const client = inProcessClient(app, { token: await signIn(app, "admin") });

    const week = await client.dashboard.analysis();
    expect(week.success).toBe(true);
    const range = parseDayRange({}, clock());
    const figures = week.result;
    expect([figures.start, figures.end]).toEqual([range.start, range.end]);
    expect(figures.byDay.map((d) => d.day)).toEqual(range.days);
    const direct = await countOrders(db, range.from, range.to);
    expect(direct.orders).toBeGreaterThan(0);
    expect(figures.totals.orders).toBe(direct.orders);
    expect(figures.totals.revenue).toBeCloseTo(direct.revenue, 2);
    expect(figures.byDay.reduce((sum, d) => sum + d.orders, 0)).toBe(direct.orders);
    expect(figures.byChannel.reduce((sum, c) => sum + c.orders, 0)).toBe(direct.orders);
    expect(figures.byServiceType.reduce((sum, c) => sum + c.orders, 0)).toBe(direct.orders);

    // Names come from the dictionaries, not codes.
    const channelNames = (
      await db
        .selectFrom("sys_dict_item as i")
        .innerJoin("sys_dict as d", "d.id", "i.dict_id")
        .select("i.item_text")
        .where("d.dict_code", "=", "business_channel")
        .execute()
    ).map((r) => r.item_text);
    for (const channel of figures.byChannel)
      if (channel.name !== "未知") expect(channelNames).toContain(channel.name);
    const today = figures.byDay.at(-1);
    const todayDirect = await countOrders(db, new Date(range.to.getTime() - 86_400_000), range.to);
    expect(today?.orders).toBe(todayDirect.orders);

    // Rankings: most orders first, each count as the table has it.
    const top = figures.topHospitals[0];
    expect(top).toBeDefined();
    expect(figures.topHospitals.map((h) => h.orders)).toEqual(
      [...figures.topHospitals.map((h) => h.orders)].sort((a, b) => b - a),
    );
    const hospitalId = (
      await db
        .selectFrom("biz_hospital")
        .select("id")
        .where("name", "=", top?.name ?? "")
        .executeTakeFirstOrThrow()
    ).id;
    expect(top?.orders).toBe(
      (await countOrders(db, range.from, range.to, sql`hospital_id = ${hospitalId}`)).orders,
    );
    expect(figures.topDoctors.length).toBeGreaterThan(0);
    expect(figures.topDoctors[0]?.hospital).not.toBe("");

    // Claims by status: whatever biz_claim holds in the range (nothing while the table is absent).
    if (await hasTable(db, "biz_claim", ["status", "create_time"])) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from biz_claim
        where create_time >= ${range.from} and create_time < ${range.to}`.execute(db);
      expect(figures.totals.claims).toBe(Number(rows[0]?.n ?? 0));
    } else expect(figures.claimsByStatus).toEqual([]);

    // 30 days, and an explicit range of one day.
    const month = await client.dashboard.analysis({ days: 30 });
    expect(month.result.byDay).toHaveLength(30);
    expect(month.result.totals.orders).toBeGreaterThanOrEqual(direct.orders);
    const day = range.days[3] as string;
    const one = await client.dashboard.analysis({ start: day, end: day });
    expect(one.result.byDay).toEqual([figures.byDay[3]]);
    const bad = await client.dashboard.analysis({ start: day, end: "2000-01-01" });
    expect(bad.success).toBe(false);
    expect(bad.message).toMatch(/开始日期不能晚于结束日期/);
  });

  it("is refused without the dashboard code; every seeded role holds it", async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const { client } = await grantedClient(app, db, []);
    const refused = await client.dashboard.analysis();
    expect(refused.success).toBe(false);
    const holders = await db
      .selectFrom("sys_role as r")
      .innerJoin("sys_role_permission as rp", "rp.role_id", "r.id")
      .innerJoin("sys_permission as p", "p.id", "rp.permission_id")
      .select("r.role_code")
      .where("p.perms", "=", CODE)
      .execute();
    expect(new Set(holders.map((h) => h.role_code))).toEqual(new Set(Object.keys(ROLE_ID)));
    const clinic = inProcessClient(app, { token: await signIn(app, "clinic01") });
    expect((await clinic.dashboard.analysis()).success).toBe(true);
  });

  it("keeps a user of a channel's department to that channel's orders and claims (issue 16 scoping)", async () => {
    const db = await backend.db();
    const clock = () => new Date();
    const app = createApp({ db, clock });
    const range = parseDayRange({ days: "30" }, clock());
    const claimsOf = async (where = sql`true`) => {
      const { rows } = await sql<{ n: string }>`select count(*) as n from biz_claim
        where create_time >= ${range.from} and create_time < ${range.to} and ${where}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    };
    // qudao01 runs channel 1 (安康健康); baoxian01 the insurer channel 3 (泰和人寿).
    for (const [username, channel] of [
      ["qudao01", "1"],
      ["baoxian01", "3"],
    ] as const) {
      const client = inProcessClient(app, { token: await signIn(app, username) });
      const figures = (await client.dashboard.analysis({ days: 30 })).result;
      const own = await countOrders(db, range.from, range.to, sql`channel_id = ${channel}`);
      const all = await countOrders(db, range.from, range.to);
      expect(own.orders).toBeLessThan(all.orders);
      expect(figures.totals.orders).toBe(own.orders);
      expect(figures.totals.revenue).toBeCloseTo(own.revenue, 2);
      expect(figures.byChannel.length).toBeLessThanOrEqual(1);
      expect(figures.totals.claims).toBe(await claimsOf(sql`channel_id = ${channel}`));
    }
    const admin = inProcessClient(app, { token: await signIn(app, "admin") });
    expect((await admin.dashboard.analysis({ days: 30 })).result.totals.claims).toBe(await claimsOf());
  });

  it("lists the caller's to-dos: assigned open work orders, claims to review (reviewers only), unread announcements", async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const reviewer = await grantedClient(app, db, [CODE, CLAIM_REVIEW_CODE]);
    const plain = await grantedClient(app, db, [CODE]);

    // An unread, published announcement sent to the reviewer.
    const annt = newId();
    await db
      .insertInto("sys_announcement")
      .values({
        id: annt,
        titile: "工作台测试通告",
        msg_category: "1",
        send_status: "1",
        send_time: new Date(),
        del_flag: "0",
      })
      .execute();
    await db
      .insertInto("sys_announcement_send")
      .values({ id: newId(), annt_id: annt, user_id: reviewer.user.id, read_flag: "0" })
      .execute();

    const workOrders = await hasTable(db, "biz_work_order", ["assignee", "status", "work_no", "title"]);
    if (workOrders) {
      for (const [i, status] of ["0", "1", "2"].entries()) {
        await sql`insert into biz_work_order (id, work_no, title, type, priority, assignee, sla_deadline,
            description, status, create_time)
          values (${newId()}, ${`WT${Date.now()}${i}`}, ${`测试工单${i}`}, '1', '1', ${reviewer.user.username},
            ${new Date(Date.now() + (i + 1) * 3_600_000)}, '描述', ${status}, ${new Date()})`.execute(db);
      }
    }

    const todos = await reviewer.client.dashboard.workplace();
    expect(todos.success).toBe(true);
    expect(todos.result.announcements.total).toBe(1);
    expect(todos.result.announcements.records[0]?.titile).toBe("工作台测试通告");
    expect(todos.result.claimsToReview).not.toBeNull();
    if (workOrders) {
      expect(todos.result.workOrders.total).toBe(2);
      expect(todos.result.workOrders.records.map((w) => w.statusText)).toEqual(["待处理", "处理中"]);
    } else expect(todos.result.workOrders).toEqual({ total: 0, records: [] });
    if (await hasTable(db, "biz_claim", ["status", "claim_no"])) {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from biz_claim where status = '3'`.execute(db);
      expect(todos.result.claimsToReview?.total).toBe(Number(rows[0]?.n ?? 0));
    } else expect(todos.result.claimsToReview).toEqual({ total: 0, records: [] });

    const others = await plain.client.dashboard.workplace();
    expect(others.result.claimsToReview).toBeNull();
    expect(others.result.announcements.total).toBe(0);
    expect(others.result.workOrders.total).toBe(0);
    expect(gmt8Day(new Date("2026-01-01T16:00:00Z"))).toBe("2026-01-02");
  });
});

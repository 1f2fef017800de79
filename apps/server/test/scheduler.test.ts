import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { createAnnouncementService } from "../src/modules/announcement/service";
import { createLocalNoticeBus } from "../src/modules/notice";
import { builtinJobs, createScheduler, JOB_CLASSES, type Scheduler } from "../src/modules/scheduler";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

const EVERY_SECOND = "* * * * * ? *";
const SAMPLE = "org.jeecg.modules.quartz.job.SampleParamJob";
// A whole ten seconds (an hour ahead), so every-second and every-other-second jobs fire on known marks.
const T0 = Math.ceil(Date.now() / 10_000) * 10_000 + 3_600_000;

/**
 * The scheduler on a database of its own (it fires every running job and claims every queued fire there),
 * driven by a clock the test moves and by explicit ticks.
 */
describe.each(backends)("scheduler on $name", (backend) => {
  let db: Kysely<Database>;
  let dispose: () => Promise<void>;
  let now = T0;
  const clock = () => new Date(now);
  const schedulers: Scheduler[] = [];
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);

  const scheduler = (name: string, options: { misfireThresholdMs?: number; leaseMs?: number } = {}) => {
    const announcements = createAnnouncementService({ db, notices: createLocalNoticeBus(), clock, log });
    const made = createScheduler({
      db,
      jobs: builtinJobs({ announcements }),
      clock,
      log,
      instanceId: name,
      timeZone: "Asia/Shanghai",
      ...options,
    });
    schedulers.push(made);
    return made;
  };
  const addJob = async (values: { cron?: string; className?: string; misfire?: number; status?: number }) => {
    const id = newId();
    await db
      .insertInto("quartz_job")
      .values({
        id,
        job_class_name: values.className ?? SAMPLE,
        cron_expression: values.cron ?? EVERY_SECOND,
        parameter: `p-${id.slice(0, 6)}`,
        description: "scheduler test",
        status: values.status ?? 0,
        del_flag: 0,
        misfire_policy: values.misfire ?? 1,
      })
      .execute();
    return id;
  };
  const firesOf = (jobId: string) =>
    db
      .selectFrom("sys_quartz_job_fire")
      .selectAll()
      .where("job_id", "=", jobId)
      .orderBy("scheduled_time")
      .orderBy("id")
      .execute();
  const nextFire = async (jobId: string) =>
    (
      await db
        .selectFrom("sys_quartz_job_trigger")
        .select("next_fire_time")
        .where("job_id", "=", jobId)
        .executeTakeFirst()
    )?.next_fire_time;
  /** Ticks the schedulers together, then waits for the jobs they started. */
  const tickAll = async (...all: Scheduler[]) => {
    await Promise.all(all.map((s) => s.tick()));
    await Promise.all(all.map((s) => s.idle()));
  };

  beforeAll(async () => {
    const fresh = await backend.freshDatabase();
    db = await openDatabase(fresh.options);
    dispose = fresh.dispose;
    await migrateAndSeed(db);
  });
  afterAll(async () => {
    for (const s of schedulers) await s.stop();
    await db?.destroy();
    await dispose?.();
  });

  it("two schedulers on one database fire each due second of a job exactly once", async () => {
    const a = scheduler("instance-a");
    const b = scheduler("instance-b");
    now = T0;
    const job = await addJob({});
    await tickAll(a, b);
    expect(await nextFire(job)).toEqual(new Date(T0 + 1000));
    for (let second = 1; second <= 6; second++) {
      now = T0 + second * 1000 + 20;
      // Both poll at the same moment, twice: the trigger row is claimed by one of them.
      await tickAll(a, b, a, b);
    }
    const fires = await firesOf(job);
    expect(fires.map((f) => f.scheduled_time.getTime())).toEqual(
      [1, 2, 3, 4, 5, 6].map((s) => T0 + s * 1000),
    );
    expect(fires.every((f) => f.fire_kind === "cron" && f.outcome === "ok")).toBe(true);
    expect(new Set(fires.map((f) => f.instance_id)).size).toBeGreaterThanOrEqual(1);
    expect(fires.every((f) => ["instance-a", "instance-b"].includes(f.instance_id ?? ""))).toBe(true);
    expect(fires[0]?.message).toMatch(/^带参数定时任务执行，参数：p-/);
    await db.updateTable("quartz_job").set({ status: -1 }).where("id", "=", job).execute();
  });

  it("misfire policy: fire once now, or skip to the next fire", async () => {
    const a = scheduler("instance-m", { misfireThresholdMs: 5000 });
    now = T0 + 100_000;
    const fireNow = await addJob({ misfire: 1 });
    const skip = await addJob({ misfire: 2 });
    await tickAll(a);
    // The server was away for a minute.
    now = T0 + 160_500;
    await tickAll(a);
    const [caughtUp] = await firesOf(fireNow);
    expect(await firesOf(fireNow)).toHaveLength(1);
    expect(caughtUp).toMatchObject({ fire_kind: "cron", outcome: "ok" });
    expect(caughtUp?.scheduled_time).toEqual(new Date(T0 + 101_000));
    expect(caughtUp?.message).toMatch(/^错过触发时间，立即补执行一次；/);
    const skipped = await firesOf(skip);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ fire_kind: "misfire", outcome: "skipped" });
    // Both go on from now, not from the missed second.
    expect(await nextFire(fireNow)).toEqual(new Date(T0 + 161_000));
    expect(await nextFire(skip)).toEqual(new Date(T0 + 161_000));
    // A fire within the threshold is not a misfire: it runs as planned.
    now = T0 + 163_000;
    await tickAll(a);
    expect((await firesOf(skip)).map((f) => f.outcome)).toEqual(["skipped", "ok"]);
    await db.updateTable("quartz_job").set({ status: -1 }).where("id", "in", [fireNow, skip]).execute();
  });

  it("pause stops the fires, resume plans from now; run-now, run log and unknown classes through the routes", async () => {
    const a = scheduler("instance-r");
    const app = createApp({ db, log });
    const { client } = await grantedClient(app, db, Object.values(PERMISSION_CODES.quartzJob));
    expect(
      await client.sys.quartzJob.add({ jobClassName: "java.lang.Runtime", cronExpression: EVERY_SECOND }),
    ).toMatchObject({ success: false, message: "后台找不到该类名：java.lang.Runtime" });
    const description = `route-${newId().slice(0, 8)}`;
    expect(
      await client.sys.quartzJob.add({
        jobClassName: SAMPLE,
        cronExpression: "0/2 * * * * ? *",
        parameter: "scott",
        description,
        misfirePolicy: "2",
      }),
    ).toMatchObject({ success: true });
    const listed = (await client.sys.quartzJob.list({ description })).result.records[0];
    expect(listed).toMatchObject({
      misfirePolicy: "2",
      misfirePolicy_dictText: "跳过，等下次触发",
      jobClassName_dictText: "带参数的示例任务",
    });
    const id = listed?.id ?? "";
    expect(await client.sys.quartzJob.resume(id)).toMatchObject({ success: true });
    now = T0 + 200_000;
    await tickAll(a);
    expect(await nextFire(id)).toEqual(new Date(T0 + 202_000));
    now = T0 + 202_010;
    await tickAll(a);
    expect(await firesOf(id)).toHaveLength(1);

    expect(await client.sys.quartzJob.pause(id)).toMatchObject({ success: true });
    now = T0 + 230_000;
    await tickAll(a);
    expect(await nextFire(id)).toBeUndefined();
    expect(await firesOf(id)).toHaveLength(1);
    // Resumed after a long pause: planned from now, no misfire for the paused time.
    expect(await client.sys.quartzJob.resume(id)).toMatchObject({ success: true });
    await tickAll(a);
    expect(await nextFire(id)).toEqual(new Date(T0 + 232_000));
    now = T0 + 232_005;
    await tickAll(a);
    expect((await firesOf(id)).map((f) => f.fire_kind)).toEqual(["cron", "cron"]);

    // Run now: a queued fire any instance claims.
    expect(await client.sys.quartzJob.execute(id)).toMatchObject({ success: true, message: "执行成功!" });
    const queued = (await client.sys.quartzJob.runLog(id)).result.records.find(
      (f) => f.fireKind === "manual",
    );
    expect(queued).toMatchObject({ outcome: "queued", instanceId: null });
    await tickAll(a);
    const runLog = await client.sys.quartzJob.runLog(id, { pageSize: 10 });
    expect(runLog).toMatchObject({ success: true });
    expect(runLog.result.total).toBe(3);
    const manual = runLog.result.records.find((f) => f.fireKind === "manual");
    expect(manual).toMatchObject({
      outcome: "ok",
      instanceId: "instance-r",
      message: "带参数定时任务执行，参数：scott",
      attempt: 1,
    });
    expect(manual?.requestedBy).toBeTruthy();
    expect(
      runLog.result.records.filter((f) => f.fireKind === "cron").map((f) => f.scheduledTime),
    ).toHaveLength(2);
    expect(await client.sys.quartzJob.runLog(id, { outcome: "error" })).toMatchObject({
      result: { total: 0 },
    });
    expect(await client.sys.quartzJob.runLog("")).toMatchObject({
      success: false,
      message: "任务ID不能为空",
    });

    // A class removed since the job was saved: the fire ends in an error, with the reason.
    const odd = await addJob({ className: "com.example.Gone", status: -1 });
    expect(await client.sys.quartzJob.execute(odd)).toMatchObject({ success: true });
    await tickAll(a);
    expect((await firesOf(odd))[0]).toMatchObject({
      outcome: "error",
      message: "后台找不到该类名：com.example.Gone",
    });

    expect(await client.sys.quartzJob.delete(id)).toMatchObject({ success: true });
    await tickAll(a);
    expect(await nextFire(id)).toBeUndefined();
  });

  it("a fire whose instance died (its lease ran out) runs once on another instance", async () => {
    const b = scheduler("instance-survivor", { leaseMs: 5000 });
    now = T0 + 300_000;
    const job = await addJob({ status: -1 });
    const fireId = newId();
    await db
      .insertInto("sys_quartz_job_fire")
      .values({
        id: fireId,
        job_id: job,
        job_class_name: SAMPLE,
        parameter: "x",
        fire_kind: "cron",
        scheduled_time: new Date(now - 2000),
        instance_id: "instance-dead",
        lease_until: new Date(now + 1000),
        attempt: 1,
        start_time: new Date(now - 2000),
        outcome: "running",
      })
      .execute();
    await tickAll(b);
    expect((await firesOf(job))[0]).toMatchObject({ outcome: "running", instance_id: "instance-dead" });
    now += 1500;
    await tickAll(b, b);
    const fires = await firesOf(job);
    expect(fires).toHaveLength(1);
    expect(fires[0]).toMatchObject({ outcome: "ok", instance_id: "instance-survivor", attempt: 2 });
    expect(fires[0]?.message).toMatch(/^实例 instance-dead 未完成，接手执行；/);
  });

  it("built-in jobs do their work: sessions, announcements, counts, overdue work orders (marked once), expired cards", async () => {
    const jobs = builtinJobs({
      announcements: createAnnouncementService({ db, notices: createLocalNoticeBus(), clock, log }),
    });
    expect(Object.keys(jobs).sort()).toEqual(Object.keys(JOB_CLASSES).sort());
    now = T0 + 400_000;
    const context = { db, now: clock(), parameter: null, scheduledTime: clock(), log };

    const user = await db.selectFrom("sys_user").select(["id", "username"]).executeTakeFirstOrThrow();
    const expired = newId();
    await db
      .insertInto("kanya_session")
      .values({
        id: expired,
        token_hash: newId(),
        user_id: user.id,
        username: user.username,
        tenant_id: null,
        created_at: new Date(now - 10_000),
        expires_at: new Date(now - 1000),
        revoked_at: null,
      })
      .execute();
    const cleaned = await jobs["org.kanya.job.CleanExpiredSessionsJob"](context);
    expect(cleaned.outcome).toBe("ok");
    expect(cleaned.message).toMatch(/^清理过期会话 [1-9]\d* 个/);
    expect(
      await db.selectFrom("kanya_session").select("id").where("id", "=", expired).executeTakeFirst(),
    ).toBeUndefined();

    const due = newId();
    const later = newId();
    for (const [id, start] of [
      [due, now - 60_000],
      [later, now + 3_600_000],
    ] as const) {
      await db
        .insertInto("sys_announcement")
        .values({
          id,
          titile: `定时公告 ${id.slice(0, 4)}`,
          msg_content: "<p>x</p>",
          msg_category: "1",
          msg_type: "ALL",
          send_status: "0",
          del_flag: "0",
          start_time: new Date(start),
          end_time: new Date(now + 7_200_000),
        })
        .execute();
    }
    const sent = await jobs["org.kanya.job.SendDueAnnouncementsJob"](context);
    expect(sent.outcome).toBe("ok");
    const states = await db
      .selectFrom("sys_announcement")
      .select(["id", "send_status", "sender"])
      .where("id", "in", [due, later])
      .execute();
    expect(Object.fromEntries(states.map((s) => [s.id, s.send_status]))).toEqual({
      [due]: "1",
      [later]: "0",
    });
    expect(states.find((s) => s.id === due)?.sender).toBe("scheduler");

    const recount = await jobs["org.kanya.job.RecountStatusJob"](context);
    expect(recount.message).toMatch(/定时任务：.*-1=\d+/);

    // Work orders: open and past the deadline get the SLA mark; open in time, or finished, do not.
    const workOrder = (no: string, status: string, deadline: number) => ({
      id: newId(),
      work_no: no,
      title: "超期测试",
      status,
      sla_deadline: new Date(deadline),
    });
    const late = workOrder(`GDT${now}1`, "1", now - 60_000);
    const inTime = workOrder(`GDT${now}2`, "0", now + 3_600_000);
    const finished = workOrder(`GDT${now}3`, "2", now - 60_000);
    await db.insertInto("biz_work_order").values([late, inTime, finished]).execute();
    const overdue = await jobs["org.kanya.job.MarkOverdueWorkOrdersJob"](context);
    expect(overdue.outcome).toBe("ok");
    expect(overdue.message).toMatch(/^标记超期工单 [1-9]\d* 个$/);
    const marks = await db
      .selectFrom("biz_work_order")
      .select(["id", "overdue", "update_by"])
      .where("id", "in", [late.id, inTime.id, finished.id])
      .execute();
    expect(Object.fromEntries(marks.map((m) => [m.id, m.overdue]))).toEqual({
      [late.id]: "1",
      [inTime.id]: "0",
      [finished.id]: "0",
    });
    expect(marks.find((m) => m.id === late.id)?.update_by).toBe("scheduler");
    // Marked once: a second run at the same time finds nothing new.
    expect(await jobs["org.kanya.job.MarkOverdueWorkOrdersJob"](context)).toEqual({
      outcome: "ok",
      message: "标记超期工单 0 个",
    });
    await db.deleteFrom("biz_work_order").where("id", "in", [late.id, inTime.id, finished.id]).execute();
    const cards = await jobs["org.kanya.job.ExpireMemberCardsJob"](context);
    const cardTable = await db
      .selectFrom("information_schema.tables" as never)
      .select("table_name" as never)
      .where("table_name" as never, "=", "biz_member_card" as never)
      .executeTakeFirst();
    expect(cards.outcome).toBe(cardTable ? "ok" : "skipped");

    const param = await jobs[SAMPLE]({ ...context, parameter: "scott" });
    expect(param).toEqual({ outcome: "ok", message: "带参数定时任务执行，参数：scott" });
  });

  it("a started scheduler polls by itself and stops cleanly", async () => {
    now = Date.now();
    const live = createScheduler({
      db,
      jobs: builtinJobs({}),
      log,
      instanceId: "instance-live",
      timeZone: "Asia/Shanghai",
      tickMs: 50,
    });
    schedulers.push(live);
    const job = await addJob({ status: -1 });
    await db
      .insertInto("sys_quartz_job_fire")
      .values({
        id: newId(),
        job_id: job,
        job_class_name: "org.jeecg.modules.quartz.job.SampleJob",
        fire_kind: "manual",
        scheduled_time: new Date(),
        outcome: "queued",
      })
      .execute();
    live.start();
    await expect
      .poll(async () => (await firesOf(job))[0]?.outcome, { timeout: 5000, interval: 50 })
      .toBe("ok");
    await live.stop();
  });
});

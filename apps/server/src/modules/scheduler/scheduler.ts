import { hostname } from "node:os";
import { nextFireTimes } from "@kanya/core/cron";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, SysQuartzJobFireTable } from "../../db/schema";
import { newId } from "../../ids";
import type { JobRunner } from "./builtin-jobs";
import { isJobClassName, type JobClassName, unknownJobClassMessage } from "./job-catalog";

/** Quartz's CronTrigger misfire instructions, kept per job in `quartz_job.misfire_policy`. */
export const MISFIRE_FIRE_ONCE_NOW = 1;
export const MISFIRE_DO_NOTHING = 2;

export interface SchedulerOptions {
  db: Kysely<Database>;
  /** Runners by job class (builtinJobs). */
  jobs: Readonly<Record<JobClassName, JobRunner>>;
  /** Default: real time. */
  clock?: () => Date;
  log?: (line: string) => void;
  /** Names this process in the run log. Default: host, pid and a random suffix. */
  instanceId?: string;
  /** Zone the cron fields are read in; every instance must use the same. Default `SCHEDULER_TIME_ZONE`, else Asia/Shanghai. */
  timeZone?: string;
  /** Longest wait between two polls; a poll also wakes at the earliest next fire. Default 300 ms. */
  tickMs?: number;
  /** How long a claimed fire stays this instance's without renewal; then another instance takes it. Default 10 s. */
  leaseMs?: number;
  /** A fire later than this is a misfire, handled by the job's policy (Quartz's misfireThreshold). Default 5 s. */
  misfireThresholdMs?: number;
  /** Most rows claimed per transaction. Default 500. */
  batchSize?: number;
  /** Finished fires older than this are deleted. Default 7 days. */
  retainMs?: number;
}

export interface Scheduler {
  readonly instanceId: string;
  /** Starts polling. */
  start(): void;
  /** Stops polling and waits for the jobs running here to end. */
  stop(): Promise<void>;
  /** One poll: plans, claims and starts due fires; resolves with how many fires it started. Tests call it. */
  tick(): Promise<number>;
  /** Resolves when the jobs started so far have ended. */
  idle(): Promise<void>;
}

interface FireEnd {
  id: string;
  outcome: string;
  message: string;
  endTime: Date;
}

interface ClaimedFire {
  id: string;
  jobClassName: string;
  parameter: string | null;
  scheduledTime: Date;
  note: string | null;
}

const SYNC_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 60_000;
const MAX_MESSAGE = 2000;

/**
 * Fires Quartz cron jobs exactly once across every instance on one database (see migration 0012):
 * - plan: each running job gets a `sys_quartz_job_trigger` row with its next fire time (re-planned when
 *   its cron changes; dropped when it stops, so a resumed job starts from now);
 * - claim: in one transaction, due trigger rows are locked `FOR UPDATE SKIP LOCKED` (another instance
 *   skips them), a fire row is written for each and the trigger moves to the next cron time;
 * - run: after the commit the job runs here, under a lease this instance renews; the fire row ends with
 *   its outcome. A fire whose lease ran out unfinished (its instance died) and a run-now request (a fire
 *   row without an owner) are claimed the same way, with `SKIP LOCKED`, by whichever instance polls first.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, jobs } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const instanceId = (options.instanceId ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`).slice(
    0,
    64,
  );
  const timeZone = options.timeZone ?? (process.env.SCHEDULER_TIME_ZONE?.trim() || "Asia/Shanghai");
  const tickMs = options.tickMs ?? 300;
  const leaseMs = options.leaseMs ?? 10_000;
  const misfireMs = options.misfireThresholdMs ?? 5_000;
  const batchSize = options.batchSize ?? 500;
  const retainMs = options.retainMs ?? 7 * 24 * 3600_000;

  const running = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewal: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let lastSync = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let ticking: Promise<number> | undefined;

  const nextAfter = (cron: string, from: Date): Date | null => {
    try {
      return nextFireTimes(cron, { from, count: 1, timeZone })[0] ?? null;
    } catch {
      return null; // an expression saved before it was checked: the job never fires
    }
  };
  const leaseEnd = (now: Date) => new Date(now.getTime() + leaseMs);

  /** Running jobs get a trigger row planned from now; stopped and deleted ones lose theirs. */
  async function plan(now: Date): Promise<void> {
    await sql`delete from sys_quartz_job_trigger where job_id in (
        select t.job_id from sys_quartz_job_trigger t
        where not exists (select 1 from quartz_job j where j.id = t.job_id and j.status = 0
          and coalesce(j.del_flag, 0) = 0 and j.cron_expression is not null)
        for update of t skip locked)`.execute(db);
    const { rows } = await sql<{ id: string; cron: string }>`select j.id, j.cron_expression as cron
      from quartz_job j left join sys_quartz_job_trigger t on t.job_id = j.id
      where j.status = 0 and coalesce(j.del_flag, 0) = 0 and j.cron_expression is not null
        and (t.job_id is null or t.cron_expression <> j.cron_expression or t.time_zone <> ${timeZone})`.execute(
      db,
    );
    for (const row of rows) {
      const next = nextAfter(row.cron, now);
      await db
        .insertInto("sys_quartz_job_trigger")
        .values({ job_id: row.id, cron_expression: row.cron, time_zone: timeZone, next_fire_time: next })
        .onConflict((oc) =>
          oc
            .column("job_id")
            .doUpdateSet({ cron_expression: row.cron, time_zone: timeZone, next_fire_time: next })
            .where((eb) =>
              eb.or([
                eb("sys_quartz_job_trigger.cron_expression", "<>", row.cron),
                eb("sys_quartz_job_trigger.time_zone", "<>", timeZone),
              ]),
            ),
        )
        .execute();
    }
  }

  /** Claims the due triggers: one fire row each (or a skipped misfire), the trigger moved on. */
  async function claimDue(now: Date): Promise<ClaimedFire[]> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        job_id: string;
        cron_expression: string;
        next_fire_time: Date;
        job_class_name: string | null;
        parameter: string | null;
        misfire_policy: number | null;
      }>`select t.job_id, t.cron_expression, t.next_fire_time, j.job_class_name, j.parameter, j.misfire_policy
        from sys_quartz_job_trigger t join quartz_job j on j.id = t.job_id
        where t.next_fire_time <= ${now} and j.status = 0 and coalesce(j.del_flag, 0) = 0
        order by t.next_fire_time
        limit ${batchSize}
        for update of t skip locked`.execute(trx);
      if (rows.length === 0) return [];
      const fires: Insertable<SysQuartzJobFireTable>[] = [];
      const notes = new Map<string, string | null>();
      const moved: { jobId: string; next: Date | null }[] = [];
      // Jobs of one cron due at one time move on to the same next time: computed once.
      const nexts = new Map<string, Date | null>();
      const nextOf = (cron: string, from: Date) => {
        const key = `${cron}\u0000${from.getTime()}`;
        if (!nexts.has(key)) nexts.set(key, nextAfter(cron, from));
        return nexts.get(key) ?? null;
      };
      for (const row of rows) {
        const scheduled = new Date(row.next_fire_time);
        const misfired = now.getTime() - scheduled.getTime() > misfireMs;
        const base = {
          id: newId(),
          job_id: row.job_id,
          job_class_name: row.job_class_name ?? "",
          parameter: row.parameter,
          scheduled_time: scheduled,
          requested_by: null,
        };
        if (misfired && row.misfire_policy === MISFIRE_DO_NOTHING) {
          fires.push({
            ...base,
            fire_kind: "misfire",
            outcome: "skipped",
            start_time: now,
            end_time: now,
            instance_id: instanceId,
            message: "错过触发时间，按策略跳过",
          });
        } else {
          notes.set(base.id, misfired ? "错过触发时间，立即补执行一次" : null);
          fires.push({
            ...base,
            fire_kind: "cron",
            outcome: "running",
            start_time: now,
            instance_id: instanceId,
            lease_until: leaseEnd(now),
            attempt: 1,
          });
        }
        moved.push({ jobId: row.job_id, next: nextOf(row.cron_expression, misfired ? now : scheduled) });
      }
      await sql`update sys_quartz_job_trigger t set next_fire_time = v.next
        from unnest(${moved.map((m) => m.jobId)}::text[], ${moved.map((m) => m.next)}::timestamptz[]) as v(job_id, next)
        where t.job_id = v.job_id`.execute(trx);
      const inserted = await trx
        .insertInto("sys_quartz_job_fire")
        .values(fires)
        .onConflict((oc) =>
          oc.columns(["job_id", "scheduled_time"]).where("fire_kind", "=", "cron").doNothing(),
        )
        .returning(["id", "job_class_name", "parameter", "scheduled_time", "outcome"])
        .execute();
      return inserted
        .filter((fire) => fire.outcome === "running")
        .map((fire) => ({
          id: fire.id,
          jobClassName: fire.job_class_name,
          parameter: fire.parameter,
          scheduledTime: fire.scheduled_time,
          note: notes.get(fire.id) ?? null,
        }));
    });
  }

  /** Claims fires nobody runs: run-now requests, and fires whose instance stopped renewing its lease. */
  async function claimOrphans(now: Date): Promise<ClaimedFire[]> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        id: string;
        job_class_name: string;
        parameter: string | null;
        scheduled_time: Date;
        instance_id: string | null;
      }>`select id, job_class_name, parameter, scheduled_time, instance_id from sys_quartz_job_fire
        where end_time is null and (lease_until is null or lease_until < ${now})
        order by scheduled_time
        limit ${batchSize}
        for update skip locked`.execute(trx);
      if (rows.length === 0) return [];
      await trx
        .updateTable("sys_quartz_job_fire")
        .set((eb) => ({
          instance_id: instanceId,
          lease_until: leaseEnd(now),
          start_time: now,
          outcome: "running",
          attempt: eb("attempt", "+", 1),
        }))
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      return rows.map((row) => ({
        id: row.id,
        jobClassName: row.job_class_name,
        parameter: row.parameter,
        scheduledTime: new Date(row.scheduled_time),
        note: row.instance_id ? `实例 ${row.instance_id} 未完成，接手执行` : null,
      }));
    });
  }

  /**
   * Ends of fires, written together: the fires that end while one write is out go in the next one (one
   * statement for many fires when hundreds run each second). Resolves once the fire's end is stored.
   */
  let ended: { end: FireEnd; done: () => void; failed: (error: unknown) => void }[] = [];
  let flushing = false;
  function finish(end: FireEnd): Promise<void> {
    return new Promise<void>((done, failed) => {
      ended.push({ end, done, failed });
      if (!flushing) {
        flushing = true;
        void flushEnds();
      }
    });
  }
  async function flushEnds(): Promise<void> {
    while (ended.length > 0) {
      const batch = ended;
      ended = [];
      try {
        await sql`update sys_quartz_job_fire f
          set outcome = v.outcome, message = v.message, end_time = v.end_time, lease_until = null
          from unnest(${batch.map((b) => b.end.id)}::text[], ${batch.map((b) => b.end.outcome)}::text[],
            ${batch.map((b) => b.end.message)}::text[], ${batch.map((b) => b.end.endTime)}::timestamptz[])
            as v(id, outcome, message, end_time)
          where f.id = v.id and f.instance_id = ${instanceId} and f.end_time is null`.execute(db);
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.failed(error);
      }
    }
    flushing = false;
  }

  /** Runs one claimed fire and records how it ended (only while the fire is still this instance's). */
  function run(fire: ClaimedFire): void {
    const job = async () => {
      let outcome: string;
      let message: string;
      try {
        if (!isJobClassName(fire.jobClassName)) throw new Error(unknownJobClassMessage(fire.jobClassName));
        const result = await jobs[fire.jobClassName]({
          db,
          now: clock(),
          parameter: fire.parameter,
          scheduledTime: fire.scheduledTime,
          log,
        });
        outcome = result.outcome;
        message = result.message;
      } catch (error) {
        outcome = "error";
        message = error instanceof Error ? error.message : String(error);
      }
      if (fire.note) message = `${fire.note}；${message}`;
      await finish({ id: fire.id, outcome, message: message.slice(0, MAX_MESSAGE), endTime: clock() });
    };
    const done: Promise<void> = job()
      .catch((error: unknown) =>
        log(`[kanya] scheduler: could not record fire ${fire.id}: ${describe(error)}`),
      )
      .finally(() => running.delete(done));
    running.add(done);
  }

  async function renewLeases(): Promise<void> {
    const now = clock();
    await db
      .updateTable("sys_quartz_job_fire")
      .set({ lease_until: leaseEnd(now) })
      .where("instance_id", "=", instanceId)
      .where("end_time", "is", null)
      .execute();
  }

  async function prune(now: Date): Promise<void> {
    await db
      .deleteFrom("sys_quartz_job_fire")
      .where("end_time", "<", new Date(now.getTime() - retainMs))
      .execute();
  }

  async function pollOnce(): Promise<number> {
    const now = clock();
    if (now.getTime() - lastSync >= SYNC_EVERY_MS || !started) {
      await plan(now);
      lastSync = now.getTime();
    }
    if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      await prune(now);
      lastPrune = now.getTime();
    }
    const claimed = [...(await claimDue(now)), ...(await claimOrphans(now))];
    for (const fire of claimed) run(fire);
    return claimed.length;
  }

  function tick(): Promise<number> {
    // One poll at a time per instance (a timer and a test may both ask).
    ticking ??= pollOnce().finally(() => {
      ticking = undefined;
    });
    return ticking;
  }

  /** Waits until the earliest planned fire, at most `tickMs`; at once while claims fill whole batches. */
  async function delayAfter(claimed: number): Promise<number> {
    if (claimed >= batchSize) return 0;
    const row = await db
      .selectFrom("sys_quartz_job_trigger")
      .select((eb) => eb.fn.min("next_fire_time").as("earliest"))
      .executeTakeFirst();
    if (!row?.earliest) return tickMs;
    const wait = new Date(row.earliest as Date).getTime() - clock().getTime();
    return Math.max(0, Math.min(tickMs, wait));
  }

  function loop(): void {
    if (!started) return;
    tick()
      .then(delayAfter)
      .catch((error: unknown) => {
        log(`[kanya] scheduler poll failed: ${describe(error)}`);
        return tickMs;
      })
      .then((wait) => {
        if (!started) return;
        timer = setTimeout(loop, wait);
        timer.unref?.();
      });
  }

  return {
    instanceId,
    start() {
      if (started) return;
      started = true;
      renewal = setInterval(
        () => {
          renewLeases().catch((error: unknown) =>
            log(`[kanya] scheduler lease renewal failed: ${describe(error)}`),
          );
        },
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      renewal.unref?.();
      loop();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      clearInterval(renewal);
      await ticking?.catch(() => 0);
      await this.idle();
    },
    tick,
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

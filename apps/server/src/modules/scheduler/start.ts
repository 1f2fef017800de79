import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { createAnnouncementService } from "../announcement/service";
import type { NoticeBus } from "../notice/notice-bus";
import { builtinJobs } from "./builtin-jobs";
import { createScheduler, type Scheduler, type SchedulerOptions } from "./scheduler";

/** `SCHEDULER_TICK_MS` and `SCHEDULER_LEASE_MS` (milliseconds), when set to whole numbers. */
function envTimings(): Partial<Pick<SchedulerOptions, "tickMs" | "leaseMs">> {
  const read = (name: string) => {
    const value = Number(process.env[name]?.trim() || Number.NaN);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  const tickMs = read("SCHEDULER_TICK_MS");
  const leaseMs = read("SCHEDULER_LEASE_MS");
  return { ...(tickMs ? { tickMs } : {}), ...(leaseMs ? { leaseMs } : {}) };
}

/**
 * The server's scheduler with the built-in jobs, started (unless `SCHEDULER=0`: an instance that only
 * serves requests; the others fire the jobs).
 */
export function startScheduler(
  deps: { db: Kysely<Database>; notices: NoticeBus; clock?: () => Date; log: (line: string) => void },
  options: Partial<Omit<SchedulerOptions, "db" | "jobs">> = {},
): Scheduler | undefined {
  if (process.env.SCHEDULER?.trim() === "0") return undefined;
  const clock = deps.clock ?? (() => new Date());
  const announcements = createAnnouncementService({
    db: deps.db,
    notices: deps.notices,
    clock,
    log: deps.log,
  });
  const scheduler = createScheduler({
    db: deps.db,
    jobs: builtinJobs({ announcements }),
    clock,
    log: deps.log,
    ...envTimings(),
    ...options,
  });
  scheduler.start();
  return scheduler;
}

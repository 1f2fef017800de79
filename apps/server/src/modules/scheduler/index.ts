// The scheduler: Quartz cron jobs fired once across every instance on one database (see scheduler.ts).
export {
  type BuiltinJobDeps,
  builtinJobs,
  type JobContext,
  type JobResult,
  type JobRunner,
} from "./builtin-jobs";
export { isJobClassName, JOB_CLASSES, type JobClassName } from "./job-catalog";
export { type JobFireJson, runLogListSpec, toJobFireJson } from "./run-log";
export {
  createScheduler,
  MISFIRE_DO_NOTHING,
  MISFIRE_FIRE_ONCE_NOW,
  type Scheduler,
  type SchedulerOptions,
} from "./scheduler";
export { startScheduler } from "./start";

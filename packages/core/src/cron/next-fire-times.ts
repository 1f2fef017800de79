import { Cron } from "croner";
import { cronerOptions, type FirePlan, planFires } from "./croner-plan.js";
import type { CronLocale } from "./messages.js";
import { parseQuartz } from "./parse-quartz.js";
import { lastDayRule } from "./quartz-calendar.js";
import { checkTimeZone, yearMonthIn } from "./zoned-year-month.js";

export interface NextFireTimesOptions {
  /** Fire times strictly after this instant are returned. */
  from: Date;
  /** How many at most; fewer when the expression's years run out. */
  count: number;
  /** IANA zone the expression's wall-clock fields are read in; the host's zone when left out, as in Quartz. */
  timeZone?: string;
  /** Language of the `CronError` message for an invalid expression. */
  locale?: CronLocale;
}

/**
 * The next fire times of a Quartz expression, strictly after `from`, at most `count`, honouring the year field
 * (years end at 2299, see `QUARTZ_FIELD_RANGES`). Throws a `CronError` (with `field`) for an invalid expression and a RangeError for bad
 * options. Days and times come from croner with Quartz readings; `L-n` and `L-nW` are Kanya's own (croner has
 * no offset from the month's end). Daylight-saving gaps and repeats follow croner (Vixie cron's rules).
 */
export function nextFireTimes(expression: string, options: NextFireTimesOptions): Date[] {
  const { from, count, timeZone, locale } = options;
  if (!(from instanceof Date) || Number.isNaN(from.getTime())) {
    throw new RangeError("nextFireTimes: `from` must be a valid Date");
  }
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError("nextFireTimes: `count` must be a whole number, 0 or more");
  }
  if (timeZone !== undefined) checkTimeZone(timeZone);
  const plan = planFires(parseQuartz(expression, locale));
  if (count === 0) return [];
  if (plan.kind === "pattern") return new Cron(plan.pattern, cronerOptions(timeZone)).nextRuns(count, from);
  return lastDayOffsetRuns(plan, from, count, timeZone);
}

/**
 * `L-n` and `L-nW` pick one day per month; the month decides which. Each candidate month, from `from`'s own
 * month on, is handed to croner with that day fixed, so the time of day, the zone and DST stay croner's.
 */
function lastDayOffsetRuns(
  plan: Extract<FirePlan, { kind: "lastDayOffset" }>,
  from: Date,
  count: number,
  timeZone: string | undefined,
): Date[] {
  const runs: Date[] = [];
  const start = yearMonthIn(from, timeZone);
  const options = cronerOptions(timeZone);
  for (const year of plan.years) {
    if (year < start.year) continue;
    for (const month of plan.months) {
      if (year === start.year && month < start.month) continue;
      const day = lastDayRule(year, month, plan.offset, plan.nearestWorkday);
      if (day === undefined) continue;
      const cron = new Cron(`${plan.time} ${day} ${month} * ${year}`, options);
      runs.push(...cron.nextRuns(count - runs.length, from));
      if (runs.length >= count) return runs;
    }
  }
  return runs;
}

import type { CronOptions } from "croner";
import { type CronUnit, QUARTZ_FIELD_RANGES } from "./cron-field.js";
import { compactList, expandItems } from "./expand-items.js";
import type { QuartzExpression, QuartzItem } from "./quartz-expression.js";

/**
 * How to get an expression's fire times from croner. Croner has Quartz's meaning for L, LW, nW, d#n and dL and,
 * with `alternativeWeekdays`, for days of the week 1–7 = SUN–SAT; but it refuses `a∕n`, wrapped ranges and
 * `L-n`, and reads a year step from year 0. So every plain field is handed over as the explicit list Quartz
 * means (years capped at 2299), and `L-n`/`L-nW` is worked out month by month (see `nextFireTimes`).
 */
export type FirePlan =
  | { readonly kind: "pattern"; readonly pattern: string }
  | {
      readonly kind: "lastDayOffset";
      /** Croner's second, minute and hour fields. */
      readonly time: string;
      readonly months: readonly number[];
      readonly years: readonly number[];
      readonly offset: number;
      readonly nearestWorkday: boolean;
    };

/** Croner read as Quartz: 7 fields, 1 = SUN, and day-of-month AND day-of-week (one of them is `*` here). */
export function cronerOptions(timeZone: string | undefined): CronOptions {
  return {
    mode: "7-part",
    alternativeWeekdays: true,
    domAndDow: true,
    paused: true,
    ...(timeZone === undefined ? {} : { timezone: timeZone }),
  };
}

export function planFires(expression: QuartzExpression): FirePlan {
  const { items } = expression;
  const time = [
    plainField("second", items.second),
    plainField("minute", items.minute),
    plainField("hour", items.hour),
  ].join(" ");
  const months = expandItems("month", items.month);
  const years = expandItems("year", items.year);
  const [dayItem] = items.day;
  if (dayItem?.kind === "lastDay" && dayItem.offset > 0) {
    return {
      kind: "lastDayOffset",
      time,
      months,
      years,
      offset: dayItem.offset,
      nearestWorkday: dayItem.nearestWorkday,
    };
  }
  const pattern = [time, dayField(items.day), compactList(months), weekField(items.week), compactList(years)];
  return { kind: "pattern", pattern: pattern.join(" ") };
}

function dayField(items: readonly QuartzItem[]): string {
  const [item] = items;
  if (item?.kind === "noSpecific") return "*";
  if (item?.kind === "lastDay") return item.nearestWorkday ? "LW" : "L";
  if (item?.kind === "nearestWorkday") return `${item.day}W`;
  return plainField("day", items);
}

function weekField(items: readonly QuartzItem[]): string {
  const [item] = items;
  if (item?.kind === "noSpecific") return "*";
  if (item?.kind === "lastWeekday") return `${item.weekday}L`;
  if (item?.kind === "nthWeekday") return `${item.weekday}#${item.nth}`;
  return plainField("week", items);
}

/** A field as croner reads it fastest: `*` when every value is on (never for years, which must stop at 2299). */
function plainField(unit: Exclude<CronUnit, "year">, items: readonly QuartzItem[]): string {
  const values = expandItems(unit, items);
  const { min, max } = QUARTZ_FIELD_RANGES[unit];
  return values.length === max - min + 1 ? "*" : compactList(values);
}

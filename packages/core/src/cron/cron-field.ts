/**
 * The seven Quartz fields, named after the dialog's tabs: `day` is day-of-month, `week` is day-of-week.
 * One vocabulary serves the expression (validation errors) and the dialog state (units).
 */
export type CronUnit = "second" | "minute" | "hour" | "day" | "month" | "week" | "year";

/** Where a problem sits: one of the units, or the expression as a whole (empty, wrong field count). */
export type CronField = CronUnit | "expression";

/** The units in expression order. */
export const CRON_UNITS: readonly CronUnit[] = ["second", "minute", "hour", "day", "month", "week", "year"];

export interface QuartzFieldRange {
  readonly min: number;
  readonly max: number;
  /** Largest step Quartz accepts (`CronExpression.checkIncrementRange`); for the year, the span of years. */
  readonly maxStep: number;
}

/**
 * Values Quartz 2.3.2 accepts per field. Months are 1–12 and days of the week 1–7 = SUN–SAT. Years run from
 * 1970 to a fixed 2299. Quartz bounds no written year (it never fires after 2999) and ends `*`, `*∕n` and
 * `a∕n` at its `MAX_YEAR`, the JVM's current year + 100 (2126 for a Quartz started in 2026). A fixed end keeps
 * validation and fire times the same whatever the date; fire times agree with Quartz up to its `MAX_YEAR`.
 */
export const QUARTZ_FIELD_RANGES: Readonly<Record<CronUnit, QuartzFieldRange>> = {
  second: { min: 0, max: 59, maxStep: 59 },
  minute: { min: 0, max: 59, maxStep: 59 },
  hour: { min: 0, max: 23, maxStep: 23 },
  day: { min: 1, max: 31, maxStep: 31 },
  month: { min: 1, max: 12, maxStep: 12 },
  week: { min: 1, max: 7, maxStep: 7 },
  year: { min: 1970, max: 2299, maxStep: 329 },
};

/** Quartz's month names; JAN is 1. */
export const QUARTZ_MONTH_NAMES: readonly string[] = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
];

/** Quartz's day-of-week names; SUN is 1 and SAT is 7 (not the POSIX 0 = SUN). */
export const QUARTZ_WEEKDAY_NAMES: readonly string[] = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

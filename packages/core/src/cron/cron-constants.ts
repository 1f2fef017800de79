import type { CronUnit } from "./cron-field.js";
import type { CronStateProperty } from "./messages.js";

/** The cron dialog's fixed figures (spec §9). */
export const CRON_DIALOG = {
  width: 608,
  /** The increment inputs start at "every 5 from 3". */
  defaultIncrementStart: 3,
  defaultIncrementStep: 5,
  /** The year options: 100 years from 2019. */
  firstYearOption: 2019,
  yearOptionCount: 100,
} as const;

export interface CronBound {
  readonly min: number;
  readonly max: number;
}

/**
 * The dialog's input bounds (spec §5), per unit and property. `validateCronState` applies them and then also
 * requires the built expression to be valid Quartz, so a few spec values Quartz refuses (minute step 60, month
 * step or start 0, hour step 0, 31 days before the month's end) are reported as expression errors. The
 * dialog's years 2019–2119 are all valid Quartz.
 */
export const CRON_DIALOG_BOUNDS: Readonly<Record<CronUnit, Partial<Record<CronStateProperty, CronBound>>>> = {
  second: {
    incrementStart: { min: 0, max: 59 },
    incrementIncrement: { min: 1, max: 59 },
    rangeStart: { min: 0, max: 59 },
    rangeEnd: { min: 0, max: 59 },
    specificSpecific: { min: 0, max: 59 },
  },
  minute: {
    incrementStart: { min: 0, max: 59 },
    incrementIncrement: { min: 1, max: 60 },
    rangeStart: { min: 0, max: 59 },
    rangeEnd: { min: 0, max: 59 },
    specificSpecific: { min: 0, max: 59 },
  },
  hour: {
    incrementStart: { min: 0, max: 23 },
    incrementIncrement: { min: 0, max: 23 },
    rangeStart: { min: 0, max: 23 },
    rangeEnd: { min: 0, max: 23 },
    specificSpecific: { min: 0, max: 23 },
  },
  day: {
    incrementStart: { min: 1, max: 31 },
    incrementIncrement: { min: 1, max: 31 },
    rangeStart: { min: 1, max: 31 },
    rangeEnd: { min: 1, max: 31 },
    specificSpecific: { min: 1, max: 31 },
    cronLastSpecificDomDay: { min: 1, max: 7 },
    cronDaysBeforeEomMinus: { min: 1, max: 31 },
    cronDaysNearestWeekday: { min: 1, max: 31 },
  },
  month: {
    incrementStart: { min: 0, max: 12 },
    incrementIncrement: { min: 0, max: 12 },
    rangeStart: { min: 1, max: 12 },
    rangeEnd: { min: 1, max: 12 },
    specificSpecific: { min: 1, max: 12 },
  },
  week: {
    incrementStart: { min: 1, max: 7 },
    incrementIncrement: { min: 1, max: 7 },
    rangeStart: { min: 1, max: 7 },
    rangeEnd: { min: 1, max: 7 },
    specificSpecific: { min: 1, max: 7 },
    cronNthDayDay: { min: 1, max: 7 },
    cronNthDayNth: { min: 1, max: 5 },
  },
  year: {
    incrementStart: { min: 2019, max: 2119 },
    incrementIncrement: { min: 1, max: 99 },
    rangeStart: { min: 2019, max: 2119 },
    rangeEnd: { min: 2019, max: 2119 },
    specificSpecific: { min: 2019, max: 2119 },
  },
};

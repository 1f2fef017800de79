import { CRON_UNITS } from "./cron-field.js";

/**
 * The cron dialog's state per unit (spec §3): each unit keeps every input of its tab, and `cronEvery` says which
 * choice (radio) is on. Inputs of other choices keep their values, so switching back restores them.
 *
 * `cronEvery` is a string id. JeecgBoot numbered them "1"…"11" on one radio group for both day fields (its
 * day tab's "2" and "4" were week increment and week list); Kanya names them and gives each unit its own:
 *
 * | id              | units     | field text                       | reads                                   | JeecgBoot |
 * |-----------------|-----------|----------------------------------|-----------------------------------------|-----------|
 * | `every`         | all       | `*`                              |                                         | 1         |
 * | `increment`     | all       | `start/step`                     | incrementStart, incrementIncrement      | 2 (day 3) |
 * | `range`         | all       | `start-end` (end < start wraps)  | rangeStart, rangeEnd                    | 4         |
 * | `specific`      | all       | `a,b,c` (sorted, no repeats)     | specificSpecific                        | 3 (day 5) |
 * | `custom`        | all       | the text as typed (upper-cased)  | customExpression                        | –         |
 * | `notSpecified`  | day, week | `?`                              |                                         | –         |
 * | `lastDay`       | day       | `L`                              |                                         | 6         |
 * | `lastWorkday`   | day       | `LW` (last Mon–Fri of the month) |                                         | 7         |
 * | `daysBeforeEnd` | day       | `L-n`                            | cronDaysBeforeEomMinus                  | 9         |
 * | `nearestWorkday`| day       | `nW` (Mon–Fri nearest day n)     | cronDaysNearestWeekday                  | 10        |
 * | `nthOfMonth`    | week      | `d#n` (the n-th weekday d)       | week.cronNthDayDay, week.cronNthDayNth  | 11        |
 * | `lastOfMonth`   | week      | `dL` (the last weekday d)        | **day**.cronLastSpecificDomDay          | 8         |
 *
 * Exactly one of `day` and `week` must be `notSpecified` (Quartz's `?` rule); `selectCronChoice` keeps that.
 * `lastOfMonth` reads its weekday from `day.cronLastSpecificDomDay` because that is where the spec (and
 * JeecgBoot's dialog) keep it; JeecgBoot wrote it as `dL` into day-of-month, which Quartz refuses, so Kanya
 * writes it into day-of-week.
 *
 * `custom` keeps a field the dialog's inputs cannot show (a list of ranges, `a-b/n`, `L-nW`…) as its text, so
 * any valid expression opens in the dialog and comes back unchanged. Numbers are plain numbers: weekdays are
 * 1–7 = SUN–SAT and months 1–12, as in Quartz.
 */
export type CronTimeChoice = "every" | "increment" | "range" | "specific" | "custom";
export type CronDayChoice =
  | CronTimeChoice
  | "notSpecified"
  | "lastDay"
  | "lastWorkday"
  | "daysBeforeEnd"
  | "nearestWorkday";
export type CronWeekChoice = CronTimeChoice | "notSpecified" | "nthOfMonth" | "lastOfMonth";

export const CRON_TIME_CHOICES: readonly CronTimeChoice[] = [
  "every",
  "increment",
  "range",
  "specific",
  "custom",
];
export const CRON_DAY_CHOICES: readonly CronDayChoice[] = [
  ...CRON_TIME_CHOICES,
  "notSpecified",
  "lastDay",
  "lastWorkday",
  "daysBeforeEnd",
  "nearestWorkday",
];
export const CRON_WEEK_CHOICES: readonly CronWeekChoice[] = [
  ...CRON_TIME_CHOICES,
  "notSpecified",
  "nthOfMonth",
  "lastOfMonth",
];

export interface CronUnitState<Choice extends string = CronTimeChoice> {
  cronEvery: Choice;
  incrementStart: number;
  incrementIncrement: number;
  rangeStart: number;
  rangeEnd: number;
  specificSpecific: number[];
  /** The field's text for the `custom` choice. */
  customExpression: string;
}

export interface CronDayState extends CronUnitState<CronDayChoice> {
  /** Weekday 1–7 (SUN–SAT) of the week unit's `lastOfMonth` choice ("the last Friday"). */
  cronLastSpecificDomDay: number;
  /** n of `L-n`. */
  cronDaysBeforeEomMinus: number;
  /** n of `nW`. */
  cronDaysNearestWeekday: number;
}

export interface CronWeekState extends CronUnitState<CronWeekChoice> {
  /** Weekday 1–7 (SUN–SAT) of `d#n`. */
  cronNthDayDay: number;
  /** n (1–5) of `d#n`. */
  cronNthDayNth: number;
}

export interface CronState {
  second: CronUnitState;
  minute: CronUnitState;
  hour: CronUnitState;
  day: CronDayState;
  month: CronUnitState;
  week: CronWeekState;
  year: CronUnitState;
}

/** The dialog's expression when nothing is chosen (JeecgBoot's default). */
export const CRON_DEFAULT_EXPRESSION = "* * * * * ? *";

function unit<Choice extends string>(
  cronEvery: Choice,
  incrementStart: number,
  incrementIncrement: number,
  rangeStart: number,
  rangeEnd: number,
): CronUnitState<Choice> {
  return {
    cronEvery,
    incrementStart,
    incrementIncrement,
    rangeStart,
    rangeEnd,
    specificSpecific: [],
    customExpression: "",
  };
}

/**
 * A fresh dialog state; it builds `* * * * * ? *`. Steps default to "every 5 from 3" (spec §9) where the
 * dialog's bounds allow it; the year's inputs start at 2019, the first year the dialog offers.
 */
export function defaultCronState(): CronState {
  return {
    second: unit("every", 3, 5, 1, 2),
    minute: unit("every", 3, 5, 1, 2),
    hour: unit("every", 3, 5, 0, 1),
    day: {
      ...unit<CronDayChoice>("every", 1, 1, 1, 2),
      cronLastSpecificDomDay: 1,
      cronDaysBeforeEomMinus: 1,
      cronDaysNearestWeekday: 1,
    },
    month: unit("every", 3, 5, 1, 2),
    week: { ...unit<CronWeekChoice>("notSpecified", 1, 1, 2, 6), cronNthDayDay: 1, cronNthDayNth: 1 },
    year: unit("every", 2019, 1, 2019, 2020),
  };
}

/** Properties each choice reads (besides `cronEvery`). */
const READS: Record<CronDayChoice | CronWeekChoice, readonly string[]> = {
  every: [],
  increment: ["incrementStart", "incrementIncrement"],
  range: ["rangeStart", "rangeEnd"],
  specific: ["specificSpecific"],
  custom: ["customExpression"],
  notSpecified: [],
  lastDay: [],
  lastWorkday: [],
  daysBeforeEnd: ["cronDaysBeforeEomMinus"],
  nearestWorkday: ["cronDaysNearestWeekday"],
  nthOfMonth: ["cronNthDayDay", "cronNthDayNth"],
  lastOfMonth: [],
};

/** The properties of `unit` that decide the expression (`lastOfMonth` reaches into `day`). */
export function propertiesRead(state: CronState, unitName: keyof CronState): readonly string[] {
  const own = READS[state[unitName]?.cronEvery] ?? [];
  if (unitName === "day" && state.week?.cronEvery === "lastOfMonth")
    return [...own, "cronLastSpecificDomDay"];
  return own;
}

/**
 * The state with only what the expression says: inputs the chosen choices do not read go back to their
 * defaults, specific values are sorted without repeats, and custom text is trimmed and upper-cased. This is
 * what `parseCron(buildCron(s))` gives back for a valid state whose custom texts are not plain forms.
 */
export function normaliseCronState(state: CronState): CronState {
  const result = defaultCronState();
  for (const name of CRON_UNITS) {
    const source = state[name] as unknown as Record<string, unknown>;
    const target = result[name] as unknown as Record<string, unknown>;
    target.cronEvery = source.cronEvery;
    for (const property of propertiesRead(state, name)) {
      const value = source[property];
      if (property === "specificSpecific" && Array.isArray(value)) {
        target[property] = [...new Set(value as number[])].sort((a, b) => a - b);
      } else if (property === "customExpression" && typeof value === "string") {
        target[property] = value.trim().toUpperCase();
      } else {
        target[property] = value;
      }
    }
  }
  return result;
}

/**
 * Differential test of `nextFireTimes` against a brute-force oracle written here from the definitions alone:
 * fast-check builds each field together with its meaning (a predicate), the oracle walks the calendar day by
 * day and then every hour, minute and second of a matching day, and both must list the same fire times inside a
 * bounded window. Neither the parser nor croner is used by the oracle.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCron } from "./build-cron.js";
import { describeCron } from "./describe-cron.js";
import { nextFireTimes } from "./next-fire-times.js";
import { parseCron } from "./parse-cron.js";
import { validateCron } from "./validate-cron.js";

type ValueTest = (value: number) => boolean;
type DayTest = (year: number, month: number, day: number) => boolean;
interface Field<Test> {
  readonly text: string;
  readonly test: Test;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
const WEEKDAYS = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

// ---- the calendar, by definition --------------------------------------------------------------------------

const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const weekdayOf = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1; // 1 = SUN … 7 = SAT
const isWorkday = (year: number, month: number, day: number): boolean => {
  const weekday = weekdayOf(year, month, day);
  return weekday >= 2 && weekday <= 6;
};
/** The Mon–Fri day of the month closest to `target` (never a tie); none when the month lacks `target`. */
function closestWorkday(year: number, month: number, target: number): number | undefined {
  const last = lastDayOf(year, month);
  if (target < 1 || target > last) return undefined;
  let best: number | undefined;
  for (let day = 1; day <= last; day += 1) {
    if (
      isWorkday(year, month, day) &&
      (best === undefined || Math.abs(day - target) < Math.abs(best - target))
    ) {
      best = day;
    }
  }
  return best;
}

// ---- fields with their meaning ----------------------------------------------------------------------------

interface Shape {
  /** The values written in generated fields. */
  readonly min: number;
  readonly max: number;
  readonly maxStep: number;
  readonly names?: readonly string[];
  readonly wraps: boolean;
  /** Where `*∕n` counts from, when not `min` (years count from 1970). */
  readonly stepsFrom?: number;
}

const SECOND: Shape = { min: 0, max: 59, maxStep: 59, wraps: true };
const MINUTE: Shape = SECOND;
const HOUR: Shape = { min: 0, max: 23, maxStep: 23, wraps: true };
const DAY: Shape = { min: 1, max: 31, maxStep: 31, wraps: true };
const MONTH: Shape = { min: 1, max: 12, maxStep: 12, names: MONTHS, wraps: true };
const WEEK: Shape = { min: 1, max: 7, maxStep: 7, names: WEEKDAYS, wraps: true };
/** Quartz's years (as Kanya fixes them): `*`, `*∕n` and `a∕n` run from 1970 or a to 2299 and no further. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 2299;
const inYears = (year: number): boolean => year >= FIRST_YEAR && year <= LAST_YEAR;
/** Year fields written with years min…max. */
const yearsFrom = (min: number, max: number): Shape => ({
  min,
  max,
  maxStep: LAST_YEAR - FIRST_YEAR,
  wraps: false,
  stepsFrom: FIRST_YEAR,
});

function valueIn(shape: Shape): fc.Arbitrary<number> {
  return fc.integer({ min: shape.min, max: shape.max });
}

/** A value written as a number or, where the field has them, sometimes as a name in any case. */
function written(shape: Shape, value: number, nameAllowed: boolean): fc.Arbitrary<string> {
  const name = shape.names?.[value - 1];
  if (!nameAllowed || name === undefined) return fc.constant(`${value}`);
  return fc.constantFrom(`${value}`, name, name.toLowerCase());
}

/** Position of `value` counted from `start`, going round the field (what a wrapped Quartz range walks). */
function along(shape: Shape, start: number, value: number): number {
  const size = shape.max - shape.min + 1;
  return (((value - start) % size) + size) % size;
}

function plainItem(shape: Shape): fc.Arbitrary<Field<ValueTest>> {
  const first = shape.stepsFrom ?? shape.min;
  const step = fc.integer({ min: 1, max: Math.min(shape.maxStep, shape.max - shape.min + 3) });
  const range = fc
    .tuple(valueIn(shape), valueIn(shape))
    .map(([a, b]) => (shape.wraps ? [a, b] : [Math.min(a, b), Math.max(a, b)]) as [number, number]);
  return fc.oneof(
    fc.constant({ text: "*", test: () => true }),
    valueIn(shape).chain((value) =>
      written(shape, value, true).map((text) => ({ text, test: (x: number) => x === value })),
    ),
    range.chain(([a, b]) =>
      fc.tuple(written(shape, a, true), written(shape, b, true)).map(([ta, tb]) => ({
        text: `${ta}-${tb}`,
        test: (x: number) => along(shape, a, x) <= along(shape, a, b),
      })),
    ),
    fc.tuple(step, fc.constantFrom("*/", "/")).map(([n, prefix]) => ({
      text: `${prefix}${n}`,
      test: (x: number) => x >= first && (x - first) % n === 0,
    })),
    fc.tuple(valueIn(shape), step).map(([a, n]) => ({
      text: `${a}/${n}`,
      test: (x: number) => x >= a && (x - a) % n === 0,
    })),
    fc.tuple(range, step).map(([[a, b], n]) => ({
      text: `${a}-${b}/${n}`,
      test: (x: number) => along(shape, a, x) <= along(shape, a, b) && along(shape, a, x) % n === 0,
    })),
  );
}

function plainField(shape: Shape): fc.Arbitrary<Field<ValueTest>> {
  return fc.array(plainItem(shape), { minLength: 1, maxLength: 3 }).map((items) => ({
    text: items.map((item) => item.text).join(","),
    test: (x: number) => items.some((item) => item.test(x)),
  }));
}

const ANY_DAY: Field<DayTest> = { text: "?", test: () => true };

const dayOfMonth: fc.Arbitrary<Field<DayTest>> = fc.oneof(
  plainField(DAY).map(({ text, test }) => ({ text, test: (_y: number, _m: number, d: number) => test(d) })),
  fc.constant({ text: "L", test: (y: number, m: number, d: number) => d === lastDayOf(y, m) }),
  fc.constant({
    text: "LW",
    test: (y: number, m: number, d: number) => d === closestWorkday(y, m, lastDayOf(y, m)),
  }),
  fc.integer({ min: 0, max: 30 }).map((n) => ({
    text: `L-${n}`,
    test: (y: number, m: number, d: number) => d === lastDayOf(y, m) - n,
  })),
  fc.integer({ min: 0, max: 30 }).map((n) => ({
    text: `L-${n}W`,
    test: (y: number, m: number, d: number) => d === closestWorkday(y, m, lastDayOf(y, m) - n),
  })),
  fc.integer({ min: 1, max: 31 }).map((n) => ({
    text: `${n}W`,
    test: (y: number, m: number, d: number) => d === closestWorkday(y, m, n),
  })),
);

const dayOfWeek: fc.Arbitrary<Field<DayTest>> = fc.oneof(
  plainField(WEEK).map(({ text, test }) => ({
    text,
    test: (y: number, m: number, d: number) => test(weekdayOf(y, m, d)),
  })),
  fc.constant({ text: "L", test: (y: number, m: number, d: number) => weekdayOf(y, m, d) === 7 }),
  valueIn(WEEK).chain((weekday) =>
    written(WEEK, weekday, true).map((text) => ({
      text: `${text}L`,
      test: (y: number, m: number, d: number) => weekdayOf(y, m, d) === weekday && d + 7 > lastDayOf(y, m),
    })),
  ),
  fc.tuple(valueIn(WEEK), fc.integer({ min: 1, max: 5 })).map(([weekday, nth]) => ({
    text: `${weekday}#${nth}`,
    test: (y: number, m: number, d: number) => weekdayOf(y, m, d) === weekday && Math.ceil(d / 7) === nth,
  })),
);

interface Expression {
  readonly text: string;
  readonly second: ValueTest;
  readonly minute: ValueTest;
  readonly hour: ValueTest;
  readonly day: DayTest;
  readonly month: ValueTest;
  readonly week: DayTest;
  readonly year: ValueTest;
}

function quartzExpression(years: Shape): fc.Arbitrary<Expression> {
  return fc
    .record({
      second: fc.oneof(fc.constant({ text: "0", test: (x: number) => x === 0 }), plainField(SECOND)),
      minute: plainField(MINUTE),
      hour: plainField(HOUR),
      dayRule: dayOfMonth,
      month: plainField(MONTH),
      weekRule: dayOfWeek,
      year: fc.option(plainField(years), { nil: undefined }),
      dayDecides: fc.boolean(),
    })
    .map(({ dayRule, weekRule, dayDecides, year, ...fields }) => {
      const day = dayDecides ? dayRule : ANY_DAY;
      const week = dayDecides ? ANY_DAY : weekRule;
      const texts = [fields.second, fields.minute, fields.hour, day, fields.month, week].map(
        (field) => field.text,
      );
      if (year !== undefined) texts.push(year.text);
      return {
        text: texts.join(" "),
        second: fields.second.test,
        minute: fields.minute.test,
        hour: fields.hour.test,
        day: day.test,
        month: fields.month.test,
        week: week.test,
        // Every year item stops at the last year (an omitted field is `*`).
        year: (x: number) => inYears(x) && (year?.test(x) ?? true),
      };
    });
}

// ---- the oracle -------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

/** Fire times in (from, until], at most `count`, for a zone at a fixed offset from UTC (minutes). */
function oracle(
  expression: Expression,
  from: number,
  until: number,
  count: number,
  offsetMinutes: number,
): number[] {
  const offset = offsetMinutes * 60_000;
  const found: number[] = [];
  const firstDay = Math.floor((from + offset) / DAY_MS) * DAY_MS;
  for (let dayStart = firstDay; dayStart <= until + offset; dayStart += DAY_MS) {
    const date = new Date(dayStart);
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    if (!expression.year(y) || !expression.month(m) || !expression.day(y, m, d) || !expression.week(y, m, d))
      continue;
    for (let hour = 0; hour < 24; hour += 1) {
      if (!expression.hour(hour)) continue;
      for (let minute = 0; minute < 60; minute += 1) {
        if (!expression.minute(minute)) continue;
        for (let second = 0; second < 60; second += 1) {
          if (!expression.second(second)) continue;
          const instant = dayStart + ((hour * 60 + minute) * 60 + second) * 1000 - offset;
          if (instant <= from || instant > until) continue;
          found.push(instant);
          if (found.length === count) return found;
        }
      }
    }
  }
  return found;
}

// ---- properties -------------------------------------------------------------------------------------------

/** A stretch of time to search: expressions write years around it, searches start inside it. */
interface Era {
  readonly name: string;
  readonly years: Shape;
  readonly start: number;
}

const TODAY: Era = { name: "today", years: yearsFrom(2020, 2030), start: Date.UTC(2023, 6, 1) };
/** Issue 9: the dialog's years reach 2119, past the 2099 once assumed to be Quartz's end; 2100 is no leap year. */
const ACROSS_2100: Era = { name: "across 2100", years: yearsFrom(2095, 2105), start: Date.UTC(2097, 6, 1) };
const LAST_YEARS: Era = {
  name: "up to the last year, 2299",
  years: yearsFrom(2290, 2299),
  start: Date.UTC(2295, 6, 1),
};
const ERAS = [TODAY, ACROSS_2100, LAST_YEARS];

const WINDOW_MS = 3 * 365 * DAY_MS;
const fromInstant = (start: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 0, max: WINDOW_MS / 1000 }).map((seconds) => start + seconds * 1000),
    fc.integer({ min: 0, max: WINDOW_MS }).map((ms) => start + ms),
  );

function agreesWithOracle(era: Era, timeZone: string, offsetMinutes: number, numRuns: number): void {
  fc.assert(
    fc.property(
      quartzExpression(era.years),
      fromInstant(era.start),
      fc.integer({ min: 1, max: 8 }),
      (expression, from, count) => {
        const until = from + WINDOW_MS;
        const ours = nextFireTimes(expression.text, { from: new Date(from), count, timeZone }).map((date) =>
          date.getTime(),
        );
        expect(ours.filter((time) => time <= until)).toEqual(
          oracle(expression, from, until, count, offsetMinutes),
        );
      },
    ),
    { numRuns },
  );
}

const ORACLE_TIMEOUT_MS = 120_000;

describe("nextFireTimes agrees with the brute-force oracle", () => {
  // Sized to run in a few seconds on two idle cores; croner's own search is most of the cost. The limit only
  // catches a hang: with turbo running every package's tests beside other work, a run took over 30 s.
  it("in UTC", () => agreesWithOracle(TODAY, "UTC", 0, 2000), ORACLE_TIMEOUT_MS);
  it(
    "in Asia/Shanghai (UTC+8, no daylight saving since 1991)",
    () => agreesWithOracle(TODAY, "Asia/Shanghai", 480, 1000),
    ORACLE_TIMEOUT_MS,
  );
  it.each([ACROSS_2100, LAST_YEARS].map((era) => [era.name, era] as const))(
    "%s, in UTC and Asia/Shanghai",
    (_name, era) => {
      agreesWithOracle(era, "UTC", 0, 400);
      agreesWithOracle(era, "Asia/Shanghai", 480, 200);
    },
    ORACLE_TIMEOUT_MS,
  );
});

// ---- named expressions past 2099 (issue 9), their meaning written out by hand -----------------------------

const is =
  (value: number): ValueTest =>
  (x) =>
    x === value;
const always = (): boolean => true;
const between =
  (first: number, last: number): ValueTest =>
  (x) =>
    x >= first && x <= last;

/** Second 0, minute `minute`, hour `hour`; the day, month, weekday and year rules given. */
function named(
  text: string,
  fields: Pick<Expression, "day" | "year"> & Partial<Pick<Expression, "month" | "week">>,
  hour = 0,
  minute = 0,
): Expression {
  return { text, second: is(0), minute: is(minute), hour: is(hour), month: always, week: always, ...fields };
}

const PAST_2099: readonly [string, Expression, string][] = [
  [
    "the dialog's range, into 2100",
    named("0 0 12 1/5 * ? 2019-2119", { day: (_y, _m, d) => d % 5 === 1, year: between(2019, 2119) }, 12),
    "2099-11-20T00:00:00Z",
  ],
  [
    "the dialog's range, to its last year",
    named("0 0 12 1/5 * ? 2019-2119", { day: (_y, _m, d) => d % 5 === 1, year: between(2019, 2119) }, 12),
    "2119-10-20T00:00:00Z",
  ],
  [
    "a year list either side of 2099",
    named(
      "0 30 8 ? * MON#1 2098,2101,2150",
      {
        day: always,
        week: (y, m, d) => weekdayOf(y, m, d) === 2 && d <= 7,
        year: (x) => x === 2098 || x === 2101 || x === 2150,
      },
      8,
      30,
    ),
    "2098-10-15T00:00:00Z",
  ],
  [
    "a year step from 2020, past 2099",
    named("0 0 0 1 1 ? 2020/10", {
      day: (_y, _m, d) => d === 1,
      month: is(1),
      year: (x) => x >= 2020 && x <= LAST_YEAR && x % 10 === 0,
    }),
    "2024-01-01T00:00:00Z",
  ],
  [
    "only years after 2099",
    named(
      "0 0 12 L * ? 2150-2151",
      { day: (y, m, d) => d === lastDayOf(y, m), year: between(2150, 2151) },
      12,
    ),
    "2024-01-01T00:00:00Z",
  ],
  [
    "the last weekday before the month's end, in 2100",
    named(
      "0 0 9 LW * ? 2100",
      { day: (y, m, d) => d === closestWorkday(y, m, lastDayOf(y, m)), year: is(2100) },
      9,
    ),
    "2024-01-01T00:00:00Z",
  ],
];

describe("nextFireTimes agrees with the oracle on years past 2099 (issue 9)", () => {
  // Windows long enough to reach every fire: the oracle walks day by day up to 2300.
  const until = Date.UTC(2300, 0, 1);
  it.each(PAST_2099)("%s", (_name, expression, fromText) => {
    const from = Date.parse(fromText);
    for (const [timeZone, offset] of [
      ["UTC", 0],
      ["Asia/Shanghai", 480],
    ] as const) {
      const expected = oracle(expression, from, until, 40, offset);
      expect(expected.length).toBeGreaterThan(0);
      const ours = nextFireTimes(expression.text, { from: new Date(from), count: 40, timeZone });
      expect(ours.map((date) => date.getTime())).toEqual(expected);
    }
  });
});

const anyEraExpression = fc.oneof(...ERAS.map((era) => quartzExpression(era.years)));

describe("over generated valid expressions", () => {
  it("validateCron accepts every one", () => {
    fc.assert(
      fc.property(anyEraExpression, (expression) => {
        expect(validateCron(expression.text)).toEqual({ ok: true });
      }),
      { numRuns: 3000 },
    );
  });

  it(
    "the dialog state keeps the meaning: buildCron(parseCron(e)) fires when e fires",
    () => {
      const from = new Date(TODAY.start);
      fc.assert(
        fc.property(anyEraExpression, (expression) => {
          const rebuilt = buildCron(parseCron(expression.text));
          expect(buildCron(parseCron(rebuilt))).toBe(rebuilt);
          expect(nextFireTimes(rebuilt, { from, count: 5, timeZone: "UTC" })).toEqual(
            nextFireTimes(expression.text, { from, count: 5, timeZone: "UTC" }),
          );
        }),
        { numRuns: 600 },
      );
    },
    ORACLE_TIMEOUT_MS,
  );

  it(
    "describeCron describes every one in both locales",
    () => {
      fc.assert(
        fc.property(anyEraExpression, (expression) => {
          expect(describeCron(expression.text, "zh-CN").length).toBeGreaterThan(0);
          expect(describeCron(expression.text, "en-US").length).toBeGreaterThan(0);
        }),
        { numRuns: 1500 },
      );
    },
    ORACLE_TIMEOUT_MS,
  );
});

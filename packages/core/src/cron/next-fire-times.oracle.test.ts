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
  readonly min: number;
  readonly max: number;
  readonly maxStep: number;
  readonly names?: readonly string[];
  readonly wraps: boolean;
}

const SECOND: Shape = { min: 0, max: 59, maxStep: 59, wraps: true };
const MINUTE: Shape = SECOND;
const HOUR: Shape = { min: 0, max: 23, maxStep: 23, wraps: true };
const DAY: Shape = { min: 1, max: 31, maxStep: 31, wraps: true };
const MONTH: Shape = { min: 1, max: 12, maxStep: 12, names: MONTHS, wraps: true };
const WEEK: Shape = { min: 1, max: 7, maxStep: 7, names: WEEKDAYS, wraps: true };
const YEAR: Shape = { min: 2020, max: 2030, maxStep: 129, wraps: false };

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
  const first = shape === YEAR ? 1970 : shape.min; // year steps count from 1970
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

const quartzExpression: fc.Arbitrary<Expression> = fc
  .record({
    second: fc.oneof(fc.constant({ text: "0", test: (x: number) => x === 0 }), plainField(SECOND)),
    minute: plainField(MINUTE),
    hour: plainField(HOUR),
    dayRule: dayOfMonth,
    month: plainField(MONTH),
    weekRule: dayOfWeek,
    year: fc.option(plainField(YEAR), { nil: undefined }),
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
      year: year?.test ?? ((x: number) => x >= 1970 && x <= 2099),
    };
  });

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

const START = Date.UTC(2023, 6, 1);
const fromInstant = fc.oneof(
  fc.integer({ min: 0, max: 3 * 365 * 86_400 }).map((seconds) => START + seconds * 1000),
  fc.integer({ min: 0, max: 3 * 365 * DAY_MS }).map((ms) => START + ms),
);
const WINDOW_MS = 3 * 365 * DAY_MS;

function agreesWithOracle(timeZone: string, offsetMinutes: number, numRuns: number): void {
  fc.assert(
    fc.property(quartzExpression, fromInstant, fc.integer({ min: 1, max: 8 }), (expression, from, count) => {
      const until = from + WINDOW_MS;
      const ours = nextFireTimes(expression.text, { from: new Date(from), count, timeZone }).map((date) =>
        date.getTime(),
      );
      expect(ours.filter((time) => time <= until)).toEqual(
        oracle(expression, from, until, count, offsetMinutes),
      );
    }),
    { numRuns },
  );
}

describe("nextFireTimes agrees with the brute-force oracle", () => {
  // Sized to run in a few seconds on two cores; croner's own search is most of the cost.
  it("in UTC", () => agreesWithOracle("UTC", 0, 2000), 30_000);
  it(
    "in Asia/Shanghai (UTC+8, no daylight saving since 1991)",
    () => agreesWithOracle("Asia/Shanghai", 480, 1000),
    30_000,
  );
});

describe("over generated valid expressions", () => {
  it("validateCron accepts every one", () => {
    fc.assert(
      fc.property(quartzExpression, (expression) => {
        expect(validateCron(expression.text)).toEqual({ ok: true });
      }),
      { numRuns: 3000 },
    );
  });

  it("the dialog state keeps the meaning: buildCron(parseCron(e)) fires when e fires", () => {
    const from = new Date(START);
    fc.assert(
      fc.property(quartzExpression, (expression) => {
        const rebuilt = buildCron(parseCron(expression.text));
        expect(buildCron(parseCron(rebuilt))).toBe(rebuilt);
        expect(nextFireTimes(rebuilt, { from, count: 5, timeZone: "UTC" })).toEqual(
          nextFireTimes(expression.text, { from, count: 5, timeZone: "UTC" }),
        );
      }),
      { numRuns: 600 },
    );
  }, 30_000);

  it("describeCron describes every one in both locales", () => {
    fc.assert(
      fc.property(quartzExpression, (expression) => {
        expect(describeCron(expression.text, "zh-CN").length).toBeGreaterThan(0);
        expect(describeCron(expression.text, "en-US").length).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);
});

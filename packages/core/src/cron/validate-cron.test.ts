import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CronField } from "./cron-field.js";
import type { CronMessageCode } from "./messages.js";
import { validateCron } from "./validate-cron.js";

// The Quartz CronTrigger tutorial's examples, plus the day rules of CronExpressionTest (peers.md §C3).
const QUARTZ_EXAMPLES = [
  "0 0 12 * * ?",
  "0 15 10 ? * *",
  "0 15 10 * * ?",
  "0 15 10 * * ? *",
  "0 15 10 * * ? 2005",
  "0 * 14 * * ?",
  "0 0/5 14 * * ?",
  "0 0/5 14,18 * * ?",
  "0 0-5 14 * * ?",
  "0 10,44 14 ? 3 WED",
  "0 15 10 ? * MON-FRI",
  "0 15 10 15 * ?",
  "0 15 10 L * ?",
  "0 15 10 L-2 * ?",
  "0 15 10 ? * 6L",
  "0 15 10 ? * 6L 2002-2005",
  "0 15 10 ? * 6#3",
  "0 0 12 1/5 * ?",
  "0 11 11 11 11 ?",
  "0 15 10 L-2 * ? 2010",
  "0 15 10 L-5W * ? 2010",
  "0 15 10 L-1W * ? 2010",
  "0 0 0 L-2 * ? *",
  "0 0 0 LW * ? *",
  "0 0 12 15W * ?",
  "0 43 9 ? * 5L",
  "19 15 10 4 Apr ? ",
  "* * * * * ? *",
];

describe("validateCron accepts", () => {
  it.each(QUARTZ_EXAMPLES)("%s", (expression) => {
    expect(validateCron(expression)).toEqual({ ok: true });
  });

  it.each([
    ["lower-case names and tabs", "0\t0 12 ? jan-mar mon,Wed"],
    ["wrapped ranges (Quartz's overflow)", "0 0 22-2 ? NOV-FEB FRI-MON"],
    ["a bare /n as */n", "/15 0 0 * * ?"],
    ["* inside a list", "0 *,5 0 * * ?"],
    ["range steps and lists of ranges", "0 0 8-18/2,20 1-5,10-15 * ?"],
    ["a lone L in day-of-week (Saturday)", "0 0 0 ? * L"],
    ["names with L and #", "0 0 0 ? * FRIL"],
    ["L-0 and L-30", "0 0 0 L-30 * ?"],
    ["31W", "0 0 0 31W * ?"],
    ["the first and last years", "0 0 0 * * ? 1970,2299"],
    // Issue 9: the cron dialog's own years (spec §5: 2019–2119) run past 2099, and Quartz takes them.
    ["the dialog's year range", "0 0 12 1/5 * ? 2019-2119"],
    ["years after 2099 in lists, ranges and steps", "0 0 0 1 1 ? 2100,2150-2200/10,2250/25"],
  ])("%s", (_name, expression) => {
    expect(validateCron(expression)).toEqual({ ok: true });
  });
});

describe("validateCron refuses", () => {
  it.each<[string, string, CronField, CronMessageCode]>([
    ["nothing", "   ", "expression", "empty"],
    ["five fields", "0 0 12 * *", "expression", "fieldCount"],
    ["eight fields", "0 0 12 * * ? 2020 1", "expression", "fieldCount"],
    // QUARTZ-621: both day fields specified.
    ["* in both day fields", "0 0 * * * *", "week", "neitherNotSpecified"],
    ["a day and * day-of-week", "0 0 * 4 * *", "week", "neitherNotSpecified"],
    ["* and a weekday", "0 0 * * * 4", "week", "neitherNotSpecified"],
    ["? in both day fields", "0 0 12 ? * ?", "week", "bothNotSpecified"],
    ["? outside the day fields", "0 ? 12 * * ?", "minute", "questionMarkNotAllowed"],
    ["? in a list", "0 0 12 ?,1 * *", "day", "questionMarkNotAlone"],
    // QUARTZ-574: unknown month names.
    ["month Foo", "* * * * Foo ?", "month", "invalidToken"],
    ["month range Jan-Foo", "* * * * Jan-Foo ?", "month", "invalidToken"],
    // QUARTZ-640: L with other days.
    ["L in a day-of-month list", "0 43 9 1,5,29,L * ?", "day", "specialNotAlone"],
    ["L in a day-of-week list of names", "0 43 9 ? * SAT,SUN,L", "week", "specialNotAlone"],
    ["L in a day-of-week list", "0 43 9 ? * 6,7,L", "week", "specialNotAlone"],
    ["two # rules", "0 0 0 ? * 3#1,6#3", "week", "specialNotAlone"],
    ["W in a list", "0 0 0 1W,15W * ?", "day", "specialNotAlone"],
    // QTZ-96: W past 31.
    ["32W", "0/5 * * 32W 1 ?", "day", "valueOutOfRange"],
    // Issue #58: steps beyond the field.
    ["second step 120", "/120 0 8-18 ? * 2-6", "second", "stepOutOfRange"],
    ["second step 0/120", "0/120 0 8-18 ? * 2-6", "second", "stepOutOfRange"],
    ["a bare slash", "/ 0 8-18 ? * 2-6", "second", "invalidToken"],
    ["a slash with no step", "0/ 0 8-18 ? * 2-6", "second", "invalidToken"],
    ["minute step 120", "0 0/120 8-18 ? * 2-6", "minute", "stepOutOfRange"],
    ["hour step 120", "0 0 0/120 ? * 2-6", "hour", "stepOutOfRange"],
    ["day step 120", "0 0 0 /120 * 2-6", "day", "stepOutOfRange"],
    ["month step 120", "0 0 0 ? /120 2-6", "month", "stepOutOfRange"],
    ["weekday step 120", "0 0 0 ? * 0/120", "week", "stepOutOfRange"],
    ["step 0 (Quartz half-reads it)", "0 3/0 * * * ?", "minute", "stepOutOfRange"],
    ["minute step 60", "0 0/60 * * * ?", "minute", "stepOutOfRange"],
    ["second 60", "60 * * * * ?", "second", "valueOutOfRange"],
    ["hour 24", "0 0 24 * * ?", "hour", "valueOutOfRange"],
    ["day 0", "0 0 0 0 * ?", "day", "valueOutOfRange"],
    ["month 0", "0 0 0 * 0 ?", "month", "valueOutOfRange"],
    ["month 13", "0 0 0 * 1-13 ?", "month", "valueOutOfRange"],
    ["weekday 0 (POSIX Sunday)", "0 0 0 ? * 0", "week", "valueOutOfRange"],
    ["weekday 8", "0 0 0 ? * 8", "week", "valueOutOfRange"],
    ["year 1969", "0 0 0 * * ? 1969", "year", "valueOutOfRange"],
    ["year 2300", "0 0 0 * * ? 2300", "year", "valueOutOfRange"],
    ["a year range past 2299", "0 0 0 * * ? 2290-2300", "year", "valueOutOfRange"],
    ["a year step longer than the years", "0 0 0 * * ? 1970/330", "year", "stepOutOfRange"],
    ["a reversed year range", "0 0 0 * * ? 2030-2020", "year", "yearRangeReversed"],
    ["L-31", "0 0 0 L-31 * ?", "day", "lastOffsetOutOfRange"],
    ["#6", "0 0 0 ? * 2#6", "week", "nthOutOfRange"],
    ["#0", "0 0 0 ? * 2#0", "week", "nthOutOfRange"],
    ["8L", "0 0 0 ? * 8L", "week", "valueOutOfRange"],
    ["W in day-of-week", "0 0 0 ? * 5W", "week", "specialNotAllowed"],
    ["# in day-of-month", "0 0 0 5#1 * ?", "day", "specialNotAllowed"],
    ["L in hours", "0 0 L * * ?", "hour", "specialNotAllowed"],
    ["a weekday name in day-of-month", "0 0 0 MON * ?", "day", "invalidToken"],
    ["a month name in hours", "0 0 JAN * * ?", "hour", "invalidToken"],
    ["names with a step", "0 0 0 ? * MON-FRI/2", "week", "namedStep"],
    ["an empty list item", "0 1,,2 0 * * ?", "minute", "emptyItem"],
    ["junk", "0 0 0 * * ? abc", "year", "invalidToken"],
    ["a negative number", "0 -5 0 * * ?", "minute", "invalidToken"],
  ])("%s", (_name, expression, field, code) => {
    const result = validateCron(expression);
    expect(result).toMatchObject({ ok: false, field, code });
  });
});

describe("validateCron messages", () => {
  it("speaks Chinese by default and English on request, naming the field", () => {
    expect(validateCron("0 60 * * * ?")).toMatchObject({ message: "分：值 60 超出范围 0–59" });
    expect(validateCron("0 60 * * * ?", "en-US")).toMatchObject({
      message: "Minute: value 60 is outside 0–59",
    });
    expect(validateCron("0 0 12 * *")).toMatchObject({
      message: "表达式：需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 5 个",
    });
    expect(validateCron("0 0 * * * *", "en-US")).toMatchObject({
      message: "Day of week: exactly one of day of month and day of week must be '?'",
    });
  });
});

describe("validateCron never throws", () => {
  const cronChars = fc.constantFrom(..."0123456789*?/-,#LW LMONFRIJANDEC\t".split(""));
  it("on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = validateCron(text);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });

  it("on cron-looking noise, and every refusal names a field and a message", () => {
    const noise = fc
      .array(fc.array(cronChars, { minLength: 1, maxLength: 6 }), { minLength: 5, maxLength: 8 })
      .map((fields) => fields.map((chars) => chars.join("")).join(" "));
    fc.assert(
      fc.property(noise, (text) => {
        const result = validateCron(text, "en-US");
        if (!result.ok) expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 3000 },
    );
  });

  it("on values that are not strings", () => {
    expect(validateCron(undefined as unknown as string)).toMatchObject({ ok: false, field: "expression" });
    expect(validateCron(42 as unknown as string)).toMatchObject({ ok: false, code: "empty" });
  });
});

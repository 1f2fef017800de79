import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCron } from "./build-cron.js";
import { CRON_DIALOG_BOUNDS } from "./cron-constants.js";
import { CronError } from "./cron-error.js";
import type { CronUnit } from "./cron-field.js";
import {
  type CronDayChoice,
  type CronState,
  type CronTimeChoice,
  type CronUnitState,
  type CronWeekChoice,
  defaultCronState,
  normaliseCronState,
} from "./cron-state.js";
import type { CronStateProperty } from "./messages.js";
import { parseCron } from "./parse-cron.js";
import { validateCronState } from "./validate-cron-state.js";

describe("parseCron", () => {
  it("reads the default expression as the default state", () => {
    expect(parseCron("* * * * * ? *")).toEqual(defaultCronState());
  });

  it("reads each plain form of the dialog", () => {
    const state = parseCron("3/5 10-20 1,5,3 * 1/2 ? 2019/1");
    expect(state.second).toMatchObject({ cronEvery: "increment", incrementStart: 3, incrementIncrement: 5 });
    expect(state.minute).toMatchObject({ cronEvery: "range", rangeStart: 10, rangeEnd: 20 });
    expect(state.hour).toMatchObject({ cronEvery: "specific", specificSpecific: [1, 3, 5] });
    expect(state.day.cronEvery).toBe("every");
    expect(state.month).toMatchObject({ cronEvery: "increment", incrementStart: 1, incrementIncrement: 2 });
    expect(state.week.cronEvery).toBe("notSpecified");
    expect(state.year).toMatchObject({ cronEvery: "increment", incrementStart: 2019, incrementIncrement: 1 });
  });

  it("reads the dialog's years past 2099 (issue 9)", () => {
    expect(parseCron("0 0 12 1/5 * ? 2019-2119").year).toMatchObject({
      cronEvery: "range",
      rangeStart: 2019,
      rangeEnd: 2119,
    });
    expect(parseCron("0 0 0 1 1 ? 2119/5").year).toMatchObject({
      cronEvery: "increment",
      incrementStart: 2119,
      incrementIncrement: 5,
    });
    expect(parseCron("0 0 0 1 1 ? 2100,2299").year).toMatchObject({
      cronEvery: "specific",
      specificSpecific: [2100, 2299],
    });
  });

  it("reads the day rules", () => {
    expect(parseCron("0 0 0 L * ?").day.cronEvery).toBe("lastDay");
    expect(parseCron("0 0 0 LW * ?").day.cronEvery).toBe("lastWorkday");
    expect(parseCron("0 0 0 L-3 * ?").day).toMatchObject({
      cronEvery: "daysBeforeEnd",
      cronDaysBeforeEomMinus: 3,
    });
    expect(parseCron("0 0 0 15W * ?").day).toMatchObject({
      cronEvery: "nearestWorkday",
      cronDaysNearestWeekday: 15,
    });
    expect(parseCron("0 0 0 1/5 * ?").day).toMatchObject({ cronEvery: "increment", incrementStart: 1 });
  });

  it("reads the weekday rules, keeping the last-weekday's day where the spec keeps it", () => {
    const nth = parseCron("0 15 10 ? * 6#3");
    expect(nth.day.cronEvery).toBe("notSpecified");
    expect(nth.week).toMatchObject({ cronEvery: "nthOfMonth", cronNthDayDay: 6, cronNthDayNth: 3 });
    const last = parseCron("0 15 10 ? * 6L");
    expect(last.week.cronEvery).toBe("lastOfMonth");
    expect(last.day.cronLastSpecificDomDay).toBe(6);
    expect(parseCron("0 15 10 ? * MON-FRI").week).toMatchObject({
      cronEvery: "range",
      rangeStart: 2,
      rangeEnd: 6,
    });
    expect(parseCron("0 0 0 ? * L").week).toMatchObject({ cronEvery: "specific", specificSpecific: [7] });
  });

  it("reads */n as an increment from the field's first value and names as numbers", () => {
    expect(parseCron("*/10 0 0 * JAN-MAR ?").second).toMatchObject({
      cronEvery: "increment",
      incrementStart: 0,
    });
    expect(parseCron("0 0 0 * JAN-MAR ?").month).toMatchObject({
      cronEvery: "range",
      rangeStart: 1,
      rangeEnd: 3,
    });
    expect(parseCron("0 0 0 * * ? */5").year).toMatchObject({ incrementStart: 1970, incrementIncrement: 5 });
  });

  it("keeps what the dialog's inputs cannot show as custom text", () => {
    const state = parseCron("0 0 8-18/2,20 1-5,10-15 * ? 2020,2025-2027");
    expect(state.hour).toMatchObject({ cronEvery: "custom", customExpression: "8-18/2,20" });
    expect(state.day).toMatchObject({ cronEvery: "custom", customExpression: "1-5,10-15" });
    expect(state.year).toMatchObject({ cronEvery: "custom", customExpression: "2020,2025-2027" });
    expect(parseCron("0 15 10 L-5W * ?").day).toMatchObject({
      cronEvery: "custom",
      customExpression: "L-5W",
    });
    expect(parseCron("0 0 0 ? * mon,wed-fri").week).toMatchObject({ customExpression: "MON,WED-FRI" });
  });

  it("throws a CronError for an invalid expression", () => {
    expect(() => parseCron("0 0 12 * * *")).toThrow(CronError);
    expect(() => parseCron("0 0 12 * * *", "en-US")).toThrow("Day of week: exactly one of");
  });
});

describe("buildCron(parseCron(e)) === e for the dialog's canonical forms", () => {
  it.each([
    "* * * * * ? *",
    "0 0 12 * * ? *",
    "0 15 10 ? * * *",
    "0 15 10 * * ? 2005",
    "0 0/5 14,18 * * ? *",
    "0 0-5 14 * * ? *",
    "0 10,44 14 ? 3 4 *",
    "0 15 10 ? * 2-6 *",
    "0 15 10 L * ? *",
    "0 15 10 L-2 * ? *",
    "0 15 10 LW * ? *",
    "0 15 10 15W * ? *",
    "0 15 10 ? * 6L 2002-2005",
    "0 15 10 ? * 6#3 *",
    "0 0 12 1/5 * ? *",
    "0 11 11 11 11 ? *",
    "0 0 22-2 * * ? *",
    "0 0 8-18/2,20 1-5,10-15 * ? 2020,2025-2027",
    "0 15 10 L-5W * ? 2010",
  ])("%s", (expression) => {
    expect(buildCron(parseCron(expression))).toBe(expression);
  });

  it("writes the 6-field form with an explicit year, and names as numbers", () => {
    expect(buildCron(parseCron("0 0 12 * * ?"))).toBe("0 0 12 * * ? *");
    expect(buildCron(parseCron("0 15 10 ? * MON-FRI"))).toBe("0 15 10 ? * 2-6 *");
    expect(buildCron(parseCron("*/5 0 0 * * ?"))).toBe("0/5 0 0 * * ? *");
  });
});

// Dialog states as the dialog can make them: every input within its bounds (spec §5), exactly one of day and
// week "not specified", kept only when valid (some spec bounds make invalid Quartz, e.g. month step 0).
const CUSTOM_TEXTS: Record<CronUnit, readonly string[]> = {
  second: ["0-10/2", "1-5,10-15", "5,10-20", "*/15,7"],
  minute: ["0-30/10", "1,2,40-45"],
  hour: ["8-18/2", "1-3,20-22"],
  day: ["1-10/3", "1,15-20", "L-3W", "L-0W"],
  month: ["1-6/2", "JAN,MAR-MAY"],
  week: ["2-6/2", "1,3-5", "MON,WED-FRI"],
  year: ["2020-2030/5", "2020,2025-2027"],
};

function bounded(unit: CronUnit, property: CronStateProperty): fc.Arbitrary<number> {
  const bound = CRON_DIALOG_BOUNDS[unit][property];
  return fc.integer({ min: bound?.min ?? 1, max: bound?.max ?? 7 });
}

function unitState<Choice extends string>(
  unit: CronUnit,
  choice: fc.Arbitrary<Choice>,
): fc.Arbitrary<CronUnitState<Choice>> {
  return fc.record({
    cronEvery: choice,
    incrementStart: bounded(unit, "incrementStart"),
    incrementIncrement: bounded(unit, "incrementIncrement"),
    rangeStart: bounded(unit, "rangeStart"),
    rangeEnd: bounded(unit, "rangeEnd"),
    specificSpecific: fc.array(bounded(unit, "specificSpecific"), { minLength: 1, maxLength: 6 }),
    customExpression: fc.constantFrom(...CUSTOM_TEXTS[unit]),
  });
}

const TIME_CHOICES = fc.constantFrom<CronTimeChoice>("every", "increment", "range", "specific", "custom");
const DAY_RULES = fc.constantFrom<CronDayChoice>(
  "every",
  "increment",
  "range",
  "specific",
  "custom",
  "lastDay",
  "lastWorkday",
  "daysBeforeEnd",
  "nearestWorkday",
);
const WEEK_RULES = fc.constantFrom<CronWeekChoice>(
  "every",
  "increment",
  "range",
  "specific",
  "custom",
  "nthOfMonth",
  "lastOfMonth",
);

export const dialogState: fc.Arbitrary<CronState> = fc
  .record({
    second: unitState("second", TIME_CHOICES),
    minute: unitState("minute", TIME_CHOICES),
    hour: unitState("hour", TIME_CHOICES),
    dayBase: unitState("day", DAY_RULES),
    month: unitState("month", TIME_CHOICES),
    weekBase: unitState("week", WEEK_RULES),
    year: unitState("year", TIME_CHOICES),
    dayExtra: fc.record({
      cronLastSpecificDomDay: bounded("day", "cronLastSpecificDomDay"),
      cronDaysBeforeEomMinus: bounded("day", "cronDaysBeforeEomMinus"),
      cronDaysNearestWeekday: bounded("day", "cronDaysNearestWeekday"),
    }),
    weekExtra: fc.record({
      cronNthDayDay: bounded("week", "cronNthDayDay"),
      cronNthDayNth: bounded("week", "cronNthDayNth"),
    }),
    dayDecides: fc.boolean(),
  })
  .map(({ dayBase, weekBase, dayExtra, weekExtra, dayDecides, ...rest }) => ({
    ...rest,
    day: { ...dayBase, ...dayExtra, cronEvery: dayDecides ? dayBase.cronEvery : "notSpecified" },
    week: { ...weekBase, ...weekExtra, cronEvery: dayDecides ? "notSpecified" : weekBase.cronEvery },
  }))
  .filter((state) => validateCronState(state).ok);

describe("round trip over dialog states (fast-check)", () => {
  it("parseCron(buildCron(s)) is s normalised", () => {
    fc.assert(
      fc.property(dialogState, (state) => {
        expect(parseCron(buildCron(state))).toEqual(normaliseCronState(state));
      }),
      { numRuns: 1500 },
    );
  });

  it("buildCron(parseCron(e)) is e for every expression the dialog builds", () => {
    fc.assert(
      fc.property(dialogState, (state) => {
        const expression = buildCron(state);
        expect(buildCron(parseCron(expression))).toBe(expression);
      }),
      { numRuns: 1500 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCron } from "./build-cron.js";
import { type CronState, defaultCronState } from "./cron-state.js";
import { validateCronState } from "./validate-cron-state.js";

function edit(change: (state: CronState) => void): CronState {
  const state = defaultCronState();
  change(state);
  return state;
}

describe("validateCronState applies the dialog's bounds (spec §5)", () => {
  it.each<[string, (state: CronState) => void, object]>([
    [
      "second step 1–59",
      (s) => {
        s.second.cronEvery = "increment";
        s.second.incrementIncrement = 0;
      },
      { field: "second", property: "incrementIncrement", code: "propertyOutOfRange" },
    ],
    [
      "second start 0–59",
      (s) => {
        s.second.cronEvery = "increment";
        s.second.incrementStart = 60;
      },
      { field: "second", property: "incrementStart", code: "propertyOutOfRange" },
    ],
    [
      "minute step up to 60",
      (s) => {
        s.minute.cronEvery = "increment";
        s.minute.incrementIncrement = 61;
      },
      { field: "minute", property: "incrementIncrement", code: "propertyOutOfRange" },
    ],
    [
      "hour 0–23",
      (s) => {
        s.hour.cronEvery = "range";
        s.hour.rangeEnd = 24;
      },
      { field: "hour", property: "rangeEnd", code: "propertyOutOfRange" },
    ],
    [
      "day step 1–31",
      (s) => {
        s.day.cronEvery = "increment";
        s.day.incrementIncrement = 32;
      },
      { field: "day", property: "incrementIncrement", code: "propertyOutOfRange" },
    ],
    [
      "week step 1–7",
      (s) => {
        s.day.cronEvery = "notSpecified";
        s.week.cronEvery = "increment";
        s.week.incrementIncrement = 8;
      },
      { field: "week", property: "incrementIncrement", code: "propertyOutOfRange" },
    ],
    [
      "month ranges 1–12",
      (s) => {
        s.month.cronEvery = "range";
        s.month.rangeStart = 0;
      },
      { field: "month", property: "rangeStart", code: "propertyOutOfRange" },
    ],
    [
      "year step 1–99",
      (s) => {
        s.year.cronEvery = "increment";
        s.year.incrementIncrement = 100;
      },
      { field: "year", property: "incrementIncrement", code: "propertyOutOfRange" },
    ],
    [
      "years from 2019",
      (s) => {
        s.year.cronEvery = "specific";
        s.year.specificSpecific = [2018, 2020];
      },
      { field: "year", property: "specificSpecific", code: "propertyOutOfRange" },
    ],
    [
      "years to 2119",
      (s) => {
        s.year.cronEvery = "range";
        s.year.rangeEnd = 2120;
      },
      { field: "year", property: "rangeEnd", code: "propertyOutOfRange" },
    ],
    [
      "nth weekday 1–5",
      (s) => {
        s.day.cronEvery = "notSpecified";
        s.week.cronEvery = "nthOfMonth";
        s.week.cronNthDayNth = 6;
      },
      { field: "week", property: "cronNthDayNth", code: "propertyOutOfRange" },
    ],
    [
      "whole numbers",
      (s) => {
        s.minute.cronEvery = "range";
        s.minute.rangeStart = 1.5;
      },
      { field: "minute", property: "rangeStart", code: "notInteger" },
    ],
    [
      "a specific list needs a value",
      (s) => {
        s.hour.cronEvery = "specific";
      },
      { field: "hour", property: "specificSpecific", code: "listEmpty" },
    ],
    [
      "custom text needs text",
      (s) => {
        s.hour.cronEvery = "custom";
        s.hour.customExpression = "  ";
      },
      { field: "hour", property: "customExpression", code: "customEmpty" },
    ],
    [
      "exactly one day field not specified",
      (s) => {
        s.week.cronEvery = "every";
      },
      { field: "week", code: "neitherNotSpecified" },
    ],
    [
      "not both day fields not specified",
      (s) => {
        s.day.cronEvery = "notSpecified";
      },
      { field: "week", code: "bothNotSpecified" },
    ],
    [
      "a known choice",
      (s) => {
        (s.hour as { cronEvery: string }).cronEvery = "sometimes";
      },
      { field: "hour", property: "cronEvery", code: "invalidChoice" },
    ],
  ])("%s", (_name, change, expected) => {
    expect(validateCronState(edit(change))).toMatchObject({ ok: false, ...expected });
  });

  it("accepts the dialog's whole year range, 2019–2119, which Quartz takes too (issue 9)", () => {
    const everyFifthDayAtNoon = (s: CronState): void => {
      s.second.cronEvery = "specific";
      s.second.specificSpecific = [0];
      s.minute.cronEvery = "specific";
      s.minute.specificSpecific = [0];
      s.hour.cronEvery = "specific";
      s.hour.specificSpecific = [12];
      s.day.cronEvery = "increment";
      s.day.incrementStart = 1;
      s.day.incrementIncrement = 5;
    };
    const state = edit((s) => {
      everyFifthDayAtNoon(s);
      s.year.cronEvery = "range";
      s.year.rangeStart = 2019;
      s.year.rangeEnd = 2119;
    });
    expect(buildCron(state)).toBe("0 0 12 1/5 * ? 2019-2119");
    expect(validateCronState(state)).toEqual({ ok: true });
    const lastYears = edit((s) => {
      everyFifthDayAtNoon(s);
      s.year.cronEvery = "increment";
      s.year.incrementStart = 2119;
      s.year.incrementIncrement = 99;
    });
    expect(validateCronState(lastYears)).toEqual({ ok: true });
    const specificYears = edit((s) => {
      s.year.cronEvery = "specific";
      s.year.specificSpecific = [2100, 2119];
    });
    expect(validateCronState(specificYears)).toEqual({ ok: true });
  });

  it("ignores the inputs of choices that are not chosen", () => {
    expect(validateCronState(edit((s) => (s.minute.incrementIncrement = 999)))).toEqual({ ok: true });
  });
});

describe("validateCronState also requires valid Quartz, where the spec's bounds are wider", () => {
  it.each<[string, (state: CronState) => void, object]>([
    [
      "minute step 60 (Quartz stops at 59)",
      (s) => {
        s.minute.cronEvery = "increment";
        s.minute.incrementIncrement = 60;
      },
      { field: "minute", property: "incrementIncrement", code: "stepOutOfRange" },
    ],
    [
      "month start 0",
      (s) => {
        s.month.cronEvery = "increment";
        s.month.incrementStart = 0;
      },
      { field: "month", property: "incrementStart", code: "valueOutOfRange" },
    ],
    [
      "hour step 0",
      (s) => {
        s.hour.cronEvery = "increment";
        s.hour.incrementIncrement = 0;
      },
      { field: "hour", property: "incrementIncrement", code: "stepOutOfRange" },
    ],
    [
      "31 days before the month's end (Quartz allows 30)",
      (s) => {
        s.day.cronEvery = "daysBeforeEnd";
        s.day.cronDaysBeforeEomMinus = 31;
      },
      { field: "day", property: "cronDaysBeforeEomMinus", code: "lastOffsetOutOfRange" },
    ],
    [
      "a reversed year range",
      (s) => {
        s.year.cronEvery = "range";
        s.year.rangeStart = 2030;
        s.year.rangeEnd = 2020;
      },
      { field: "year", property: "rangeStart", code: "yearRangeReversed" },
    ],
    [
      "custom text that is not Quartz",
      (s) => {
        s.hour.cronEvery = "custom";
        s.hour.customExpression = "8-18/x";
      },
      { field: "hour", property: "customExpression", code: "invalidToken" },
    ],
  ])("%s", (_name, change, expected) => {
    expect(validateCronState(edit(change))).toMatchObject({ ok: false, ...expected });
  });

  it("messages name the unit and the input, in either locale", () => {
    const state = edit((s) => {
      s.minute.cronEvery = "increment";
      s.minute.incrementIncrement = 61;
    });
    expect(validateCronState(state)).toMatchObject({ message: "分：间隔 61 超出范围 1–60" });
    expect(validateCronState(state, "en-US")).toMatchObject({
      message: "Minute: the step 61 is outside 1–60",
    });
  });

  it("never throws, whatever it is given", () => {
    const anything = fc.anything();
    fc.assert(
      fc.property(anything, fc.constantFrom("second", "day", "week", "year"), (value, unit) => {
        const state = { ...defaultCronState(), [unit]: value } as unknown as CronState;
        expect(typeof validateCronState(state).ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.record({ cronEvery: fc.string(), specificSpecific: fc.anything(), incrementStart: fc.anything() }),
        (unit) => {
          const state = { ...defaultCronState(), minute: unit } as unknown as CronState;
          expect(typeof validateCronState(state).ok).toBe("boolean");
        },
      ),
      { numRuns: 500 },
    );
  });
});

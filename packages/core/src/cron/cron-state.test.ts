import { describe, expect, it } from "vitest";
import { CRON_DIALOG } from "./cron-constants.js";
import { defaultCronState, normaliseCronState } from "./cron-state.js";
import { validateCronState } from "./validate-cron-state.js";

describe("defaultCronState", () => {
  it("starts the increments at every 5 from 3 and the years at 2019 (spec §9)", () => {
    const state = defaultCronState();
    for (const unit of [state.second, state.minute, state.hour, state.month]) {
      expect(unit).toMatchObject({
        incrementStart: CRON_DIALOG.defaultIncrementStart,
        incrementIncrement: 5,
      });
    }
    expect(state.year.incrementStart).toBe(CRON_DIALOG.firstYearOption);
    expect(state.week.cronEvery).toBe("notSpecified");
  });

  it("is valid and fresh each time", () => {
    expect(validateCronState(defaultCronState())).toEqual({ ok: true });
    const first = defaultCronState();
    first.hour.specificSpecific.push(3);
    expect(defaultCronState().hour.specificSpecific).toEqual([]);
  });
});

describe("normaliseCronState", () => {
  it("keeps only the inputs the chosen choices read", () => {
    const state = defaultCronState();
    state.minute.cronEvery = "specific";
    state.minute.specificSpecific = [30, 5, 30];
    state.minute.rangeStart = 40;
    state.hour.incrementStart = 7; // not read: hour is "every"
    state.day.cronEvery = "notSpecified";
    state.day.cronLastSpecificDomDay = 6; // read by the week's lastOfMonth
    state.week.cronEvery = "lastOfMonth";
    state.week.cronNthDayNth = 4; // not read
    const normal = normaliseCronState(state);
    expect(normal.minute).toEqual({
      ...defaultCronState().minute,
      cronEvery: "specific",
      specificSpecific: [5, 30],
    });
    expect(normal.hour).toEqual(defaultCronState().hour);
    expect(normal.day.cronLastSpecificDomDay).toBe(6);
    expect(normal.week.cronNthDayNth).toBe(1);
  });
});

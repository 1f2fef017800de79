import { describe, expect, it } from "vitest";
import { buildCron } from "./build-cron.js";
import { CRON_DEFAULT_EXPRESSION, type CronState, defaultCronState } from "./cron-state.js";

function edit(change: (state: CronState) => void): CronState {
  const state = defaultCronState();
  change(state);
  return state;
}

describe("buildCron", () => {
  it("builds the default state as * * * * * ? *", () => {
    expect(buildCron(defaultCronState())).toBe(CRON_DEFAULT_EXPRESSION);
  });

  it("writes each time choice from its own inputs", () => {
    const state = edit((s) => {
      s.second.cronEvery = "increment"; // 3/5 by default: every 5 from 3
      s.minute.cronEvery = "range";
      s.minute.rangeStart = 10;
      s.minute.rangeEnd = 20;
      s.hour.cronEvery = "specific";
      s.hour.specificSpecific = [18, 9, 9, 12];
      s.month.cronEvery = "custom";
      s.month.customExpression = " jan,mar-may ";
      s.year.cronEvery = "range";
      s.year.rangeStart = 2024;
      s.year.rangeEnd = 2026;
    });
    expect(buildCron(state)).toBe("3/5 10-20 9,12,18 * JAN,MAR-MAY ? 2024-2026");
  });

  it("writes the day-of-month rules", () => {
    const day = (change: (state: CronState) => void) => buildCron(edit(change)).split(" ")[3];
    expect(day((s) => (s.day.cronEvery = "lastDay"))).toBe("L");
    expect(day((s) => (s.day.cronEvery = "lastWorkday"))).toBe("LW");
    expect(
      day((s) => {
        s.day.cronEvery = "daysBeforeEnd";
        s.day.cronDaysBeforeEomMinus = 3;
      }),
    ).toBe("L-3");
    expect(
      day((s) => {
        s.day.cronEvery = "nearestWorkday";
        s.day.cronDaysNearestWeekday = 15;
      }),
    ).toBe("15W");
  });

  it("writes the weekday rules into day-of-week, with ? in day-of-month", () => {
    const nth = edit((s) => {
      s.day.cronEvery = "notSpecified";
      s.week.cronEvery = "nthOfMonth";
      s.week.cronNthDayDay = 6;
      s.week.cronNthDayNth = 3;
    });
    expect(buildCron(nth)).toBe("* * * ? * 6#3 *");
    const last = edit((s) => {
      s.day.cronEvery = "notSpecified";
      s.day.cronLastSpecificDomDay = 6;
      s.week.cronEvery = "lastOfMonth";
    });
    expect(buildCron(last)).toBe("* * * ? * 6L *");
  });

  it("keeps seven fields when a list or custom text is empty, as JeecgBoot did", () => {
    const state = edit((s) => {
      s.second.cronEvery = "specific";
      s.minute.cronEvery = "custom";
      s.day.cronEvery = "notSpecified";
      s.week.cronEvery = "specific";
    });
    expect(buildCron(state)).toBe("* * * ? * ? *");
  });
});

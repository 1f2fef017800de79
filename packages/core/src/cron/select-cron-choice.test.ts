import { describe, expect, it } from "vitest";
import { buildCron } from "./build-cron.js";
import { defaultCronState } from "./cron-state.js";
import { selectCronChoice } from "./select-cron-choice.js";

describe("selectCronChoice", () => {
  it("switches a time unit's choice and keeps its inputs", () => {
    const state = selectCronChoice(defaultCronState(), "minute", "increment");
    expect(state.minute).toMatchObject({ cronEvery: "increment", incrementStart: 3, incrementIncrement: 5 });
    expect(buildCron(state)).toBe("* 3/5 * * * ? *");
  });

  it("choosing a weekday rule makes day-of-month not specified, and back", () => {
    const weekly = selectCronChoice(defaultCronState(), "week", "nthOfMonth");
    expect(buildCron(weekly)).toBe("* * * ? * 1#1 *");
    const monthly = selectCronChoice(weekly, "day", "lastDay");
    expect(buildCron(monthly)).toBe("* * * L * ? *");
  });

  it("making one day field not specified turns the other to every when both would be ?", () => {
    const state = selectCronChoice(defaultCronState(), "day", "notSpecified");
    expect(buildCron(state)).toBe("* * * ? * * *");
    expect(buildCron(selectCronChoice(state, "week", "notSpecified"))).toBe("* * * * * ? *");
  });

  it("does not change the state it was given", () => {
    const state = defaultCronState();
    selectCronChoice(state, "week", "lastOfMonth");
    expect(state).toEqual(defaultCronState());
  });
});

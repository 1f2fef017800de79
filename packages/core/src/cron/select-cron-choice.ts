import type { CronDayChoice, CronState, CronTimeChoice, CronWeekChoice } from "./cron-state.js";

type ChoiceOf<Unit extends keyof CronState> = Unit extends "day"
  ? CronDayChoice
  : Unit extends "week"
    ? CronWeekChoice
    : CronTimeChoice;

/**
 * The state with `unit`'s choice switched, keeping Quartz's `?` rule: choosing a day-of-month rule makes
 * day-of-week "not specified" and the other way round (the dialog's single radio group over both), and making
 * one of them "not specified" turns the other to `every` if it was not specified too. Inputs keep their values.
 */
export function selectCronChoice<Unit extends keyof CronState>(
  state: CronState,
  unit: Unit,
  choice: ChoiceOf<Unit>,
): CronState {
  const next: CronState = { ...state, [unit]: { ...state[unit], cronEvery: choice } };
  const specified = choice !== "notSpecified";
  if (unit === "day") {
    if (specified) next.week = { ...next.week, cronEvery: "notSpecified" };
    else if (next.week.cronEvery === "notSpecified") next.week = { ...next.week, cronEvery: "every" };
  }
  if (unit === "week") {
    if (specified) next.day = { ...next.day, cronEvery: "notSpecified" };
    else if (next.day.cronEvery === "notSpecified") next.day = { ...next.day, cronEvery: "every" };
  }
  return next;
}

import type { CronDayState, CronState, CronUnitState, CronWeekState } from "./cron-state.js";

/**
 * The 7-field Quartz expression a dialog state stands for. It never throws: check the state with
 * `validateCronState` first. An empty specific list or custom text falls back to `*` (`?` for day-of-week),
 * as JeecgBoot's dialog did, so the string always has seven fields.
 */
export function buildCron(state: CronState): string {
  return [
    buildUnit(state.second),
    buildUnit(state.minute),
    buildUnit(state.hour),
    buildDay(state.day),
    buildUnit(state.month),
    buildWeek(state.week, state.day),
    buildUnit(state.year),
  ].join(" ");
}

function buildUnit(unit: CronUnitState<string>, blank = "*"): string {
  switch (unit.cronEvery) {
    case "increment":
      return `${unit.incrementStart}/${unit.incrementIncrement}`;
    case "range":
      return `${unit.rangeStart}-${unit.rangeEnd}`;
    case "specific": {
      const values = [...new Set(unit.specificSpecific)].sort((a, b) => a - b);
      return values.length > 0 ? values.join(",") : blank;
    }
    case "custom": {
      const text = unit.customExpression.trim().toUpperCase();
      return text !== "" ? text : blank;
    }
    case "notSpecified":
      return "?";
    default:
      return "*";
  }
}

function buildDay(day: CronDayState): string {
  switch (day.cronEvery) {
    case "lastDay":
      return "L";
    case "lastWorkday":
      return "LW";
    case "daysBeforeEnd":
      return `L-${day.cronDaysBeforeEomMinus}`;
    case "nearestWorkday":
      return `${day.cronDaysNearestWeekday}W`;
    default:
      return buildUnit(day);
  }
}

function buildWeek(week: CronWeekState, day: CronDayState): string {
  switch (week.cronEvery) {
    case "nthOfMonth":
      return `${week.cronNthDayDay}#${week.cronNthDayNth}`;
    case "lastOfMonth":
      return `${day.cronLastSpecificDomDay}L`;
    default:
      return buildUnit(week, "?");
  }
}

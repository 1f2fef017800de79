import type { CronUnit } from "./cron-field.js";
import { QUARTZ_FIELD_RANGES } from "./cron-field.js";
import { type CronDayState, type CronState, type CronUnitState, defaultCronState } from "./cron-state.js";
import type { CronLocale } from "./messages.js";
import { parseQuartz } from "./parse-quartz.js";
import type { QuartzItem } from "./quartz-expression.js";

/**
 * The dialog state of a Quartz expression. Throws a `CronError` (message in `locale`) when the expression is
 * invalid. A field the dialog's inputs cannot show (a list of ranges, `a-b/n`, `L-nW`, …) becomes the unit's
 * `custom` choice holding its text, so every valid expression opens and builds back. Names read as numbers
 * (`MON-FRI` → range 2–6), `*∕n` as `increment` from the field's first value, a lone day-of-week `L` as SAT,
 * and an omitted year as `every`.
 */
export function parseCron(expression: string, locale?: CronLocale): CronState {
  const parsed = parseQuartz(expression, locale);
  const state = defaultCronState();
  for (const unit of ["second", "minute", "hour", "month", "year"] as const) {
    applyPlain(state[unit], unit, parsed.items[unit], parsed.texts[unit]);
  }

  applyDay(state.day, parsed.items.day, parsed.texts.day);
  applyWeek(state, parsed.items.week, parsed.texts.week);
  return state;
}

function applyDay(day: CronDayState, items: readonly QuartzItem[], text: string): void {
  const [item] = items;
  if (items.length === 1 && item !== undefined) {
    switch (item.kind) {
      case "noSpecific":
        day.cronEvery = "notSpecified";
        return;
      case "nearestWorkday":
        day.cronEvery = "nearestWorkday";
        day.cronDaysNearestWeekday = item.day;
        return;
      case "lastDay":
        // By text, so that `L-0` stays `L-0` and `L-nW` (no input for it) stays custom.
        if (text === "L") day.cronEvery = "lastDay";
        else if (text === "LW") day.cronEvery = "lastWorkday";
        else if (!item.nearestWorkday) {
          day.cronEvery = "daysBeforeEnd";
          day.cronDaysBeforeEomMinus = item.offset;
        } else break;
        return;
      default:
        break;
    }
  }
  applyPlain(day, "day", items, text);
}

function applyWeek(state: CronState, items: readonly QuartzItem[], text: string): void {
  const [item] = items;
  const week = state.week;
  if (item?.kind === "noSpecific") week.cronEvery = "notSpecified";
  else if (item?.kind === "nthWeekday") {
    week.cronEvery = "nthOfMonth";
    week.cronNthDayDay = item.weekday;
    week.cronNthDayNth = item.nth;
  } else if (item?.kind === "lastWeekday") {
    week.cronEvery = "lastOfMonth";
    state.day.cronLastSpecificDomDay = item.weekday; // where the spec keeps it, see cron-state.ts
  } else applyPlain(week, "week", items, text);
}

/** Reads the plain forms every unit shares; anything else is kept as custom text. */
function applyPlain(
  target: CronUnitState<string>,
  unit: CronUnit,
  items: readonly QuartzItem[],
  text: string,
): void {
  const [item] = items;
  if (items.length === 1 && item !== undefined) {
    switch (item.kind) {
      case "every":
        target.cronEvery = "every";
        return;
      case "everyStep":
        target.cronEvery = "increment";
        target.incrementStart = QUARTZ_FIELD_RANGES[unit].min;
        target.incrementIncrement = item.step;
        return;
      case "startStep":
        target.cronEvery = "increment";
        target.incrementStart = item.start;
        target.incrementIncrement = item.step;
        return;
      case "range":
        target.cronEvery = "range";
        target.rangeStart = item.start;
        target.rangeEnd = item.end;
        return;
      default:
        break;
    }
  }
  if (items.every((each) => each.kind === "value")) {
    target.cronEvery = "specific";
    const values = items.map((each) => (each.kind === "value" ? each.value : 0));
    target.specificSpecific = [...new Set(values)].sort((a, b) => a - b);
    return;
  }
  target.cronEvery = "custom";
  target.customExpression = text;
}

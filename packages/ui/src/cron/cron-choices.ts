import {
  CRON_DAY_CHOICES,
  CRON_DIALOG,
  CRON_DIALOG_BOUNDS,
  CRON_TIME_CHOICES,
  CRON_WEEK_CHOICES,
  type CronBound,
  type CronStateProperty,
  type CronUnit,
} from "@kanya/core/cron";
import type { MessageKey } from "../locale/messages";

/** How a template slot is edited: a bounded number, a weekday (1–7 = SUN–SAT), a list, or free text. */
export type CronSlotKind = "number" | "weekday" | "list" | "text";

export interface CronSlot {
  /** The `{name}` in the choice's template. */
  name: string;
  /** Whose state the input writes: the tab's unit, except the week's "last weekday" (kept on `day`). */
  unit: CronUnit;
  property: CronStateProperty;
  kind: CronSlotKind;
  bound?: CronBound;
}

export interface CronChoiceView {
  choice: string;
  template: MessageKey;
  slots: readonly CronSlot[];
}

/** The choices a tab offers, in JEasyCron's order (Kanya's `custom` last). */
const CHOICE_ORDER: Record<"time" | "day" | "week", readonly string[]> = {
  time: ["every", "increment", "range", "specific", "custom"],
  day: [
    "every",
    "increment",
    "range",
    "specific",
    "lastDay",
    "lastWorkday",
    "daysBeforeEnd",
    "nearestWorkday",
    "notSpecified",
    "custom",
  ],
  week: ["every", "increment", "range", "specific", "nthOfMonth", "lastOfMonth", "notSpecified", "custom"],
};

/** Each choice's inputs, by template placeholder. */
const SLOTS: Record<string, readonly [name: string, property: CronStateProperty][]> = {
  every: [],
  increment: [
    ["step", "incrementIncrement"],
    ["start", "incrementStart"],
  ],
  range: [
    ["start", "rangeStart"],
    ["end", "rangeEnd"],
  ],
  specific: [["values", "specificSpecific"]],
  custom: [["expression", "customExpression"]],
  notSpecified: [],
  lastDay: [],
  lastWorkday: [],
  daysBeforeEnd: [["days", "cronDaysBeforeEomMinus"]],
  nearestWorkday: [["day", "cronDaysNearestWeekday"]],
  nthOfMonth: [
    ["nth", "cronNthDayNth"],
    ["weekday", "cronNthDayDay"],
  ],
  lastOfMonth: [["weekday", "cronLastSpecificDomDay"]],
};

const WEEKDAY_PROPERTIES = new Set<CronStateProperty>(["cronNthDayDay", "cronLastSpecificDomDay"]);
/** On the week tab these name a weekday too. */
const WEEK_DAY_PROPERTIES = new Set<CronStateProperty>(["incrementStart", "rangeStart", "rangeEnd"]);
/** The week tab words its every/increment/range/specific choices itself (weekday names, not numbers). */
const WEEK_TEMPLATES = new Set(["every", "increment", "range", "specific"]);

function slotFor(unit: CronUnit, name: string, property: CronStateProperty): CronSlot {
  // The week's "last weekday" input lives on the day state (see CronDayState.cronLastSpecificDomDay).
  const owner: CronUnit = property === "cronLastSpecificDomDay" ? "day" : unit;
  const kind: CronSlotKind =
    property === "specificSpecific"
      ? "list"
      : property === "customExpression"
        ? "text"
        : WEEKDAY_PROPERTIES.has(property) || (unit === "week" && WEEK_DAY_PROPERTIES.has(property))
          ? "weekday"
          : "number";
  const bound = CRON_DIALOG_BOUNDS[owner][property];
  return { name, unit: owner, property, kind, ...(bound && { bound }) };
}

/** The choices of one tab with their templates and inputs. */
export function cronChoices(unit: CronUnit): CronChoiceView[] {
  const group = unit === "day" ? "day" : unit === "week" ? "week" : "time";
  const known: readonly string[] =
    group === "day" ? CRON_DAY_CHOICES : group === "week" ? CRON_WEEK_CHOICES : CRON_TIME_CHOICES;
  return CHOICE_ORDER[group]
    .filter((choice) => known.includes(choice))
    .map((choice) => ({
      choice,
      template: (unit === "week" && WEEK_TEMPLATES.has(choice)
        ? `cron.week.${choice}`
        : `cron.choice.${choice}`) as MessageKey,
      slots: (SLOTS[choice] ?? []).map(([name, property]) => slotFor(unit, name, property)),
    }));
}

/** The values a list offers: the unit's bounds, and for years the dialog's 100 years from 2019 (spec §9). */
export function listValues(unit: CronUnit): number[] {
  if (unit === "year") {
    return Array.from({ length: CRON_DIALOG.yearOptionCount }, (_, i) => CRON_DIALOG.firstYearOption + i);
  }
  const bound = CRON_DIALOG_BOUNDS[unit].specificSpecific ?? { min: 0, max: 0 };
  return Array.from({ length: bound.max - bound.min + 1 }, (_, i) => bound.min + i);
}

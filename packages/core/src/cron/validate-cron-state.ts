import { buildCron } from "./build-cron.js";
import { CRON_DIALOG_BOUNDS } from "./cron-constants.js";
import { CRON_UNITS, type CronField, type CronUnit, QUARTZ_FIELD_RANGES } from "./cron-field.js";
import {
  CRON_DAY_CHOICES,
  CRON_TIME_CHOICES,
  CRON_WEEK_CHOICES,
  type CronState,
  propertiesRead,
} from "./cron-state.js";
import {
  type CronLocale,
  type CronMessageCode,
  type CronMessageParams,
  type CronStateProperty,
  cronMessage,
} from "./messages.js";
import { validateCron } from "./validate-cron.js";

export type CronStateValidation =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly field: CronField;
      /** The input at fault, when one can be named (for highlighting it). */
      readonly property?: CronStateProperty;
      readonly code: CronMessageCode;
      readonly message: string;
    };

/**
 * Checks a dialog state: each chosen input within the dialog's bounds (spec §5, `CRON_DIALOG_BOUNDS`) and a
 * whole number, a non-empty specific list, exactly one of day and week "not specified", and finally that the
 * built expression is valid Quartz (which catches the spec bounds Quartz refuses, e.g. minute step 60). Only
 * the inputs the chosen choices read are checked. Never throws.
 */
export function validateCronState(state: CronState, locale: CronLocale = "zh-CN"): CronStateValidation {
  const fail = (
    code: CronMessageCode,
    field: CronField,
    property?: CronStateProperty,
    params: CronMessageParams = {},
  ): CronStateValidation => ({
    ok: false,
    field,
    ...(property === undefined ? {} : { property }),
    code,
    message: cronMessage(code, field, property === undefined ? params : { ...params, property }, locale),
  });

  for (const unit of CRON_UNITS) {
    const current = state?.[unit] as unknown as Record<string, unknown> | undefined;
    const choices: readonly string[] =
      unit === "day" ? CRON_DAY_CHOICES : unit === "week" ? CRON_WEEK_CHOICES : CRON_TIME_CHOICES;
    const choice = current?.cronEvery;
    if (typeof choice !== "string" || !choices.includes(choice)) {
      return fail("invalidChoice", unit, "cronEvery", { choice: String(choice) });
    }
    for (const name of propertiesRead(state, unit)) {
      const property = name as CronStateProperty;
      const value = current?.[property];
      const bound = CRON_DIALOG_BOUNDS[unit][property];
      if (property === "customExpression") {
        const text = typeof value === "string" ? value.trim() : "";
        if (text === "") return fail("customEmpty", unit, property);
        if (/\s/.test(text)) return fail("invalidToken", unit, property, { token: text });
        continue;
      }
      const values = property === "specificSpecific" ? value : [value];
      if (!Array.isArray(values) || values.length === 0) return fail("listEmpty", unit, property);
      for (const each of values) {
        if (typeof each !== "number" || !Number.isInteger(each)) return fail("notInteger", unit, property);
        if (bound !== undefined && (each < bound.min || each > bound.max)) {
          return fail("propertyOutOfRange", unit, property, { value: each, min: bound.min, max: bound.max });
        }
      }
    }
  }

  const dayOpen = state.day.cronEvery === "notSpecified";
  const weekOpen = state.week.cronEvery === "notSpecified";
  if (dayOpen && weekOpen) return fail("bothNotSpecified", "week", "cronEvery");
  if (!dayOpen && !weekOpen) return fail("neitherNotSpecified", "week", "cronEvery");

  const result = validateCron(buildCron(state), locale);
  if (result.ok) return result;
  const property =
    result.field === "expression" ? undefined : propertyAtFault(state, result.field, result.code);
  return { ...result, ...(property === undefined ? {} : { property }) };
}

/** Names the input behind an expression error, where the chosen choice makes it clear. */
function propertyAtFault(
  state: CronState,
  unit: CronUnit,
  code: CronMessageCode,
): CronStateProperty | undefined {
  const current = state[unit] as unknown as Record<string, unknown>;
  const read = propertiesRead(state, unit) as CronStateProperty[];
  if (read.length === 1) return read[0];
  if (code === "stepOutOfRange" && read.includes("incrementIncrement")) return "incrementIncrement";
  if (code === "yearRangeReversed") return "rangeStart";
  const { min, max } = QUARTZ_FIELD_RANGES[unit];
  return read.find((property) => {
    const value = current[property];
    return typeof value === "number" && (value < min || value > max);
  });
}

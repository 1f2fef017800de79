import { CronError } from "./cron-error.js";
import {
  CRON_UNITS,
  type CronUnit,
  QUARTZ_FIELD_RANGES,
  QUARTZ_MONTH_NAMES,
  QUARTZ_WEEKDAY_NAMES,
} from "./cron-field.js";
import type { CronLocale } from "./messages.js";
import { isDayRule, type QuartzExpression, type QuartzItem } from "./quartz-expression.js";

const MAX_LAST_DAY_OFFSET = 30; // Quartz: "Offset from last day must be <= 30"

const ATOM = "(\\d+|[A-Z]+)";
const PLAIN_ITEM = new RegExp(`^${ATOM}(?:-${ATOM})?(?:/(\\d+))?$`);
const EVERY_STEP = /^\*?\/(\d+)$/;
const LAST_DAY = /^L(?:-(\d+))?(W?)$/;
const NEAREST_WORKDAY = /^(\d+)W$/;
const LAST_WEEKDAY = new RegExp(`^${ATOM}L$`);
const NTH_WEEKDAY = new RegExp(`^${ATOM}#(\\d+)$`);

/**
 * Reads a Quartz 2.3.2 expression (6 or 7 whitespace-separated fields, case-insensitive) into items, or throws
 * a `CronError` naming the first field at fault. Stricter than Quartz where Quartz silently misreads: step 0,
 * names with a step (`MON/2`), and `W`, `L` or `#` inside a list are refused rather than half-applied.
 */
export function parseQuartz(expression: string, locale?: CronLocale): QuartzExpression {
  if (typeof expression !== "string" || expression.trim() === "") {
    throw new CronError("empty", "expression", {}, locale);
  }
  const texts = expression.trim().toUpperCase().split(/\s+/);
  if (texts.length < 6 || texts.length > 7) {
    throw new CronError("fieldCount", "expression", { count: texts.length }, locale);
  }
  const hasYear = texts.length === 7;
  const fieldTexts = {} as Record<CronUnit, string>;
  const items = {} as Record<CronUnit, readonly QuartzItem[]>;
  CRON_UNITS.forEach((unit, index) => {
    const text = texts[index] ?? "*";
    fieldTexts[unit] = text;
    items[unit] = parseField(unit, text, locale);
  });

  // Quartz needs "no specific value" in exactly one of the two day fields.
  const domOpen = items.day[0]?.kind === "noSpecific";
  const dowOpen = items.week[0]?.kind === "noSpecific";
  if (domOpen && dowOpen) throw new CronError("bothNotSpecified", "week", {}, locale);
  if (!domOpen && !dowOpen) throw new CronError("neitherNotSpecified", "week", {}, locale);

  return { items, texts: fieldTexts, hasYear };
}

function parseField(unit: CronUnit, text: string, locale: CronLocale | undefined): QuartzItem[] {
  const parts = text.split(",");
  if (parts.length > 1 && parts.some((part) => part === "")) {
    throw new CronError("emptyItem", unit, {}, locale);
  }
  const items = parts.map((part) => parseItem(unit, part, locale));
  if (unit === "week" && parts.length > 1 && parts.includes("L")) {
    // A lone day-of-week L reads as SAT, but Quartz refuses it beside other days (QUARTZ-640).
    throw new CronError("specialNotAlone", unit, { token: "L" }, locale);
  }
  if (items.length > 1) {
    const index = items.findIndex(isDayRule);
    const rule = items[index];
    if (rule !== undefined) {
      if (rule.kind === "noSpecific") throw new CronError("questionMarkNotAlone", unit, {}, locale);
      throw new CronError("specialNotAlone", unit, { token: parts[index] ?? "" }, locale);
    }
  }
  return items;
}

function parseItem(unit: CronUnit, token: string, locale: CronLocale | undefined): QuartzItem {
  const fail = (code: "invalidToken" | "specialNotAllowed"): never => {
    throw new CronError(code, unit, { token }, locale);
  };
  const step = (digits: string): number => checkStep(unit, Number(digits), locale);

  if (token === "?") {
    if (unit !== "day" && unit !== "week") throw new CronError("questionMarkNotAllowed", unit, {}, locale);
    return { kind: "noSpecific" };
  }
  if (token === "*") return { kind: "every" };
  const everyStep = EVERY_STEP.exec(token);
  if (everyStep) return { kind: "everyStep", step: step(everyStep[1] ?? "") };

  if (unit === "day") {
    const last = LAST_DAY.exec(token);
    if (last) {
      const offset = last[1] === undefined ? 0 : Number(last[1]);
      if (offset > MAX_LAST_DAY_OFFSET) {
        throw new CronError("lastOffsetOutOfRange", unit, { offset, max: MAX_LAST_DAY_OFFSET }, locale);
      }
      return { kind: "lastDay", offset, nearestWorkday: last[2] === "W" };
    }
    const nearest = NEAREST_WORKDAY.exec(token);
    if (nearest) return { kind: "nearestWorkday", day: checkValue(unit, Number(nearest[1]), locale) };
  }
  if (unit === "week") {
    if (token === "L") return { kind: "value", value: 7 }; // Quartz: a lone L in day-of-week is SAT
    const last = LAST_WEEKDAY.exec(token);
    if (last) return { kind: "lastWeekday", weekday: readAtom(unit, last[1] ?? "", fail, locale) };
    const nth = NTH_WEEKDAY.exec(token);
    if (nth) {
      const weekday = readAtom(unit, nth[1] ?? "", fail, locale);
      const n = Number(nth[2]);
      if (n < 1 || n > 5) throw new CronError("nthOutOfRange", unit, { nth: n }, locale);
      return { kind: "nthWeekday", weekday, nth: n };
    }
  }

  const plain = PLAIN_ITEM.exec(token);
  if (!plain) return fail(usesForeignSpecial(unit, token) ? "specialNotAllowed" : "invalidToken");
  const [, startText = "", endText, stepText] = plain;
  if (stepText !== undefined && (isName(startText) || (endText !== undefined && isName(endText)))) {
    throw new CronError("namedStep", unit, { token }, locale);
  }
  // The step is checked before the values, so messages match Quartz's (issue #58: "0/120" is a step error).
  const increment = stepText === undefined ? undefined : step(stepText);
  const start = readAtom(unit, startText, fail, locale);
  const end = endText === undefined ? undefined : readAtom(unit, endText, fail, locale);
  if (end === undefined) {
    return increment === undefined
      ? { kind: "value", value: start }
      : { kind: "startStep", start, step: increment };
  }
  if (unit === "year" && end < start) throw new CronError("yearRangeReversed", unit, { start, end }, locale);
  return increment === undefined
    ? { kind: "range", start, end }
    : { kind: "rangeStep", start, end, step: increment };
}

function isName(atom: string): boolean {
  return /^[A-Z]/.test(atom);
}

function readAtom(
  unit: CronUnit,
  atom: string,
  fail: (code: "invalidToken" | "specialNotAllowed") => never,
  locale: CronLocale | undefined,
): number {
  if (!isName(atom)) return checkValue(unit, Number(atom), locale);
  const names = unit === "month" ? QUARTZ_MONTH_NAMES : unit === "week" ? QUARTZ_WEEKDAY_NAMES : undefined;
  const index = names?.indexOf(atom) ?? -1;
  if (index < 0) return fail(usesForeignSpecial(unit, atom) ? "specialNotAllowed" : "invalidToken");
  return index + 1;
}

/** True when the token uses L, W or # where the field does not allow that letter (names aside, WED has a W). */
function usesForeignSpecial(unit: CronUnit, token: string): boolean {
  const allowed = unit === "day" ? "LW" : unit === "week" ? "L#" : "";
  const withoutNames = token.replace(/[A-Z]{3}/g, (name) =>
    QUARTZ_MONTH_NAMES.includes(name) || QUARTZ_WEEKDAY_NAMES.includes(name) ? "" : name,
  );
  return [...withoutNames].some((char) => "LW#".includes(char) && !allowed.includes(char));
}

function checkValue(unit: CronUnit, value: number, locale: CronLocale | undefined): number {
  const { min, max } = QUARTZ_FIELD_RANGES[unit];
  if (!(value >= min && value <= max))
    throw new CronError("valueOutOfRange", unit, { value, min, max }, locale);
  return value;
}

function checkStep(unit: CronUnit, step: number, locale: CronLocale | undefined): number {
  const max = QUARTZ_FIELD_RANGES[unit].maxStep;
  if (!(step >= 1 && step <= max)) throw new CronError("stepOutOfRange", unit, { step, min: 1, max }, locale);
  return step;
}

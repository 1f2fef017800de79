import type { CronUnit } from "./cron-field.js";

/**
 * One comma-separated item of a Quartz field, as read. Plain items (`every` … `rangeStep`) describe a set of
 * values; the rest are Quartz's day rules, each allowed only as a field of its own.
 */
export type QuartzItem =
  /** `*` */
  | { readonly kind: "every" }
  /** `*∕n` (or Quartz's bare `∕n`): from the field's first value, every n. */
  | { readonly kind: "everyStep"; readonly step: number }
  /** `a` */
  | { readonly kind: "value"; readonly value: number }
  /** `a-b`; b < a wraps around the field (`22-2` hours, `NOV-FEB`), as in Quartz. */
  | { readonly kind: "range"; readonly start: number; readonly end: number }
  /** `a∕n`: a, a+n, … up to the field's last value. */
  | { readonly kind: "startStep"; readonly start: number; readonly step: number }
  /** `a-b∕n` */
  | { readonly kind: "rangeStep"; readonly start: number; readonly end: number; readonly step: number }
  /** `?` in day-of-month or day-of-week. */
  | { readonly kind: "noSpecific" }
  /** Day-of-month `L` (offset 0), `L-n`, `LW` and `L-nW`. */
  | { readonly kind: "lastDay"; readonly offset: number; readonly nearestWorkday: boolean }
  /** Day-of-month `nW`: the weekday (Mon–Fri) nearest day n, within the month. */
  | { readonly kind: "nearestWorkday"; readonly day: number }
  /** Day-of-week `nL`: the last weekday n (1 = SUN) of the month. */
  | { readonly kind: "lastWeekday"; readonly weekday: number }
  /** Day-of-week `n#k`: the k-th weekday n of the month. */
  | { readonly kind: "nthWeekday"; readonly weekday: number; readonly nth: number };

/** A valid Quartz expression, read into items per unit. */
export interface QuartzExpression {
  readonly items: Readonly<Record<CronUnit, readonly QuartzItem[]>>;
  /** Each field's text, upper-cased as Quartz reads it; `*` for an omitted year. */
  readonly texts: Readonly<Record<CronUnit, string>>;
  /** False when the optional year field was left out. */
  readonly hasYear: boolean;
}

/** Items that must be the only item of their field. */
export function isDayRule(item: QuartzItem): boolean {
  return (
    item.kind === "noSpecific" ||
    item.kind === "lastDay" ||
    item.kind === "nearestWorkday" ||
    item.kind === "lastWeekday" ||
    item.kind === "nthWeekday"
  );
}

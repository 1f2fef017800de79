import { CRON_UNITS, type CronField, validateCron } from "@kanya/core/cron";

/** Where a typed expression goes wrong: the field (1-based), its text and its characters (1-based, inclusive). */
export interface CronErrorSpan {
  index: number;
  text: string;
  start: number;
  end: number;
  message: string;
}

/** The spans of the whitespace-separated fields of a typed expression. */
function fieldSpans(expression: string): { text: string; start: number; end: number }[] {
  return [...expression.matchAll(/\S+/g)].map((match) => ({
    text: match[0],
    start: (match.index ?? 0) + 1,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/**
 * Checks a hand-typed expression with Quartz's rules (@kanya/core/cron) and points at the field at fault, so
 * the input can say "field 4, characters 9–10". `null` when it is valid or empty (empty means "no schedule");
 * an error of the whole expression (field count) spans all of it.
 */
export function cronErrorSpan(expression: string, locale: "zh-CN" | "en-US"): CronErrorSpan | null {
  if (expression.trim() === "") return null;
  const result = validateCron(expression, locale);
  if (result.ok) return null;
  const spans = fieldSpans(expression);
  const position = fieldPosition(result.field);
  const span = position === undefined ? undefined : spans[position];
  if (span === undefined) {
    const first = spans[0];
    const last = spans.at(-1);
    return {
      index: 0,
      text: expression.trim(),
      start: first?.start ?? 1,
      end: last?.end ?? expression.length,
      message: result.message,
    };
  }
  return { index: (position ?? 0) + 1, ...span, message: result.message };
}

function fieldPosition(field: CronField): number | undefined {
  const index = CRON_UNITS.indexOf(field as (typeof CRON_UNITS)[number]);
  return index < 0 ? undefined : index;
}

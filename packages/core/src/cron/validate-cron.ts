import { CronError } from "./cron-error.js";
import type { CronField } from "./cron-field.js";
import type { CronLocale, CronMessageCode } from "./messages.js";
import { parseQuartz } from "./parse-quartz.js";

export type CronValidation =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly field: CronField;
      readonly code: CronMessageCode;
      readonly message: string;
    };

/**
 * Checks an expression against Quartz 2.3.2's rules: 6 or 7 fields, value ranges, steps, `?` in exactly one of
 * day-of-month and day-of-week, and where L, W and # may stand. The dialog's narrower input bounds (spec §5)
 * are not applied here; they belong to `validateCronState`. Never throws.
 */
export function validateCron(expression: string, locale: CronLocale = "zh-CN"): CronValidation {
  try {
    parseQuartz(expression, locale);
    return { ok: true };
  } catch (error) {
    if (error instanceof CronError)
      return { ok: false, field: error.field, code: error.code, message: error.message };
    throw error;
  }
}

import type { CronField } from "./cron-field.js";
import { type CronLocale, type CronMessageCode, type CronMessageParams, cronMessage } from "./messages.js";

/**
 * An expression (or dialog state) the cron rules refuse. `field` says where, `code` and `params` let a caller
 * show the message in another locale with `cronMessage`.
 */
export class CronError extends Error {
  override readonly name = "CronError";
  readonly field: CronField;
  readonly code: CronMessageCode;
  readonly params: CronMessageParams;

  constructor(code: CronMessageCode, field: CronField, params: CronMessageParams = {}, locale?: CronLocale) {
    super(cronMessage(code, field, params, locale));
    this.field = field;
    this.code = code;
    this.params = params;
  }
}

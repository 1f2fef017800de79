// Quartz 7-field cron: the dialog's state, building and reading expressions, validation, fire times and
// descriptions. Quartz 2.3.2 is the reference for what an expression means.
export { buildCron } from "./build-cron.js";
export { CRON_DIALOG, CRON_DIALOG_BOUNDS, type CronBound } from "./cron-constants.js";
export { CronError } from "./cron-error.js";
export {
  CRON_UNITS,
  type CronField,
  type CronUnit,
  QUARTZ_FIELD_RANGES,
  QUARTZ_MONTH_NAMES,
  QUARTZ_WEEKDAY_NAMES,
  type QuartzFieldRange,
} from "./cron-field.js";
export {
  CRON_DAY_CHOICES,
  CRON_DEFAULT_EXPRESSION,
  CRON_TIME_CHOICES,
  CRON_WEEK_CHOICES,
  type CronDayChoice,
  type CronDayState,
  type CronState,
  type CronTimeChoice,
  type CronUnitState,
  type CronWeekChoice,
  type CronWeekState,
  defaultCronState,
  normaliseCronState,
} from "./cron-state.js";
export { describeCron } from "./describe-cron.js";
export {
  type CronLocale,
  type CronMessageCode,
  type CronMessageParams,
  type CronStateProperty,
  cronFieldLabel,
  cronMessage,
  cronPropertyLabel,
} from "./messages.js";
export { type NextFireTimesOptions, nextFireTimes } from "./next-fire-times.js";
export { parseCron } from "./parse-cron.js";
export { selectCronChoice } from "./select-cron-choice.js";
export { type CronValidation, validateCron } from "./validate-cron.js";
export { type CronStateValidation, validateCronState } from "./validate-cron-state.js";

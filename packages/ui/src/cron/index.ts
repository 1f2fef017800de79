export { CronDialog, type CronDialogProps, cronLocaleOf } from "./CronDialog";
export { CronInput, type CronInputProps } from "./CronInput";
export {
  type CronChoiceView,
  type CronSlot,
  type CronSlotKind,
  cronChoices,
  listValues,
} from "./cron-choices";
export { type CronErrorSpan, cronErrorSpan } from "./expression-error";
export { formatFireTime, userTimeZone } from "./fire-time-format";
export {
  CRON_PREVIEW_COUNT,
  type CronDialogApi,
  type CronPreview,
  type UseCronDialogOptions,
  useCronDialog,
} from "./use-cron-dialog";
export { type CronInputApi, type UseCronInputOptions, useCronInput } from "./use-cron-input";

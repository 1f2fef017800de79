export { Calendar, type CalendarProps } from "./Calendar";
export { DatePicker, type DatePickerProps } from "./DatePicker";
export { DateTimePicker, type DateTimePickerProps } from "./DateTimePicker";
export {
  DATE_FORMAT,
  DATE_FORMAT_LABEL,
  DATETIME_FORMAT,
  DATETIME_FORMAT_LABEL,
  type DateKind,
  formatDateValue,
  isCompleteDateText,
  parseDateText,
} from "./date-format";
export { type UseCalendarOptions, useCalendar, type WeekStart } from "./use-calendar";

import type { LocaleApi } from "../locale/use-locale";
import type { WeekStart } from "./use-calendar";

/** How a calendar names months and days in the language in force. */
export interface CalendarNames {
  /** First day of the week: 1 (Monday) in zh-CN, 0 (Sunday) in en-US. */
  weekStartsOn: WeekStart;
  /** The caption of a month: `2024年5月`, `May 2024`. */
  month(date: Date): string;
  /** A day as a screen reader says it: `2024年5月15日 星期三`, `Wednesday, May 15, 2024`. */
  day(date: Date): string;
  /** A weekday in full (`星期三`) and as a column header (`三`, `We`). */
  weekday(date: Date): string;
  weekdayShort(date: Date): string;
}

/** A comma-separated catalog list (`日,一,二,…`), its entries trimmed. */
const listOf = (text: string) => text.split(",").map((entry) => entry.trim());

/**
 * Reads the calendar's names from the catalog (`datePicker.weekdays`, `.months`, `.monthTitle`, …), so
 * a locale an app adds brings its own calendar language; no date library locale is loaded.
 */
export function calendarNames({ t }: Pick<LocaleApi, "t">): CalendarNames {
  // Split once: the grid asks for a name per day cell. A list too short gives numbers instead of names.
  const weekdays = listOf(t("datePicker.weekdays"));
  const weekdaysShort = listOf(t("datePicker.weekdaysShort"));
  const months = listOf(t("datePicker.months"));
  const weekStart = Number(t("datePicker.weekStartsOn"));
  const weekday = (date: Date) => weekdays[date.getDay()] || String(date.getDay());
  const parts = (date: Date) => ({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    monthName: months[date.getMonth()] || String(date.getMonth() + 1),
    day: date.getDate(),
    weekday: weekday(date),
  });
  return {
    weekStartsOn: (Number.isInteger(weekStart) && weekStart >= 0 && weekStart <= 6
      ? weekStart
      : 1) as WeekStart,
    month: (date) => t("datePicker.monthTitle", parts(date)),
    day: (date) => t("datePicker.dayLabel", parts(date)),
    weekday,
    weekdayShort: (date) => weekdaysShort[date.getDay()] || weekday(date),
  };
}

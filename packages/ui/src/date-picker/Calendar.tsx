import { clsx } from "clsx";
import { format, type Locale } from "date-fns";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useLocale } from "../locale/use-locale";
import { datePickerZhCN } from "../locale/zh-CN/datePicker";
import { dateFnsLocale } from "./date-locale";
import { type UseCalendarOptions, useCalendar } from "./use-calendar";

export interface CalendarProps extends Omit<UseCalendarOptions, "locale"> {
  /** date-fns locale for names and week start; default follows the current catalog (zh-CN, en-US). */
  dateLocale?: Locale;
  /** Focus the focused day on mount (the panel was opened from the keyboard). */
  autoFocus?: boolean;
  className?: string;
}

const navButton =
  "inline-flex size-7 cursor-pointer items-center justify-center rounded-control-sm text-fg-secondary " +
  "hover:bg-fill-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-focus";

/**
 * A month grid (ARIA grid): year and month buttons, weekday headers from the date-fns locale,
 * six weeks of days. The focused day has the only tab stop; see `useCalendar` for the keys.
 */
export function Calendar({ dateLocale, autoFocus = false, className, ...options }: CalendarProps) {
  const { t, locale: tag } = useLocale(datePickerZhCN);
  const locale = dateLocale ?? dateFnsLocale(tag);
  const calendar = useCalendar({ ...options, locale });
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const focusKey = format(calendar.focused, "yyyy-MM-dd");

  useEffect(() => {
    if (!calendar.moveFocus.current && !autoFocus) return;
    calendar.moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusKey}"]`)?.focus();
  }, [focusKey, autoFocus, calendar.moveFocus]);

  const weekdays = calendar.weeks[0] ?? [];

  return (
    <div className={clsx("w-[276px] p-3", className)}>
      <div className="mb-2 flex items-center gap-0.5">
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.prevYear")}
          onClick={() => calendar.goMonths(-12)}
        >
          <ChevronsLeft aria-hidden="true" size={14} />
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.prevMonth")}
          onClick={() => calendar.goMonths(-1)}
        >
          <ChevronLeft aria-hidden="true" size={14} />
        </button>
        <div id={captionId} aria-live="polite" className="flex-1 text-center font-medium text-fg">
          {format(calendar.month, t("datePicker.monthFormat"), { locale })}
        </div>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.nextMonth")}
          onClick={() => calendar.goMonths(1)}
        >
          <ChevronRight aria-hidden="true" size={14} />
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.nextYear")}
          onClick={() => calendar.goMonths(12)}
        >
          <ChevronsRight aria-hidden="true" size={14} />
        </button>
      </div>
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's month is a table with the grid role
        role="grid"
        aria-labelledby={captionId}
        onKeyDown={calendar.onGridKeyDown}
        className="w-full border-collapse"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={format(day, "EEEE", { locale })}
                className="h-8 p-0 text-center font-normal text-fg"
              >
                {format(day, "EEEEEE", { locale })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={format(week[0] as Date, "yyyy-MM-dd")}>
              {week.map((day) => {
                const key = format(day, "yyyy-MM-dd");
                const selected = calendar.isSelected(day);
                const disabled = calendar.isDisabled(day);
                const today = calendar.isToday(day);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in a grid a td is a gridcell, which takes aria-selected
                  <td key={key} aria-selected={selected} className="h-8 p-0 text-center">
                    <button
                      type="button"
                      data-date={key}
                      tabIndex={calendar.isFocused(day) ? 0 : -1}
                      data-picker-focus={calendar.isFocused(day) || undefined}
                      aria-label={format(day, t("datePicker.dayFormat"), { locale })}
                      aria-disabled={disabled || undefined}
                      aria-current={today ? "date" : undefined}
                      onClick={() => calendar.select(day)}
                      className={clsx(
                        "inline-flex size-6 items-center justify-center rounded-control-sm tabular-nums outline-none",
                        "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-focus",
                        disabled
                          ? "cursor-not-allowed bg-surface-disabled text-fg-disabled"
                          : selected
                            ? "cursor-pointer bg-primary-solid text-on-solid"
                            : [
                                "cursor-pointer hover:bg-fill-hover",
                                calendar.isOutside(day) ? "text-fg-secondary" : "text-fg",
                                today && "border border-primary",
                              ],
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { clsx } from "clsx";
import { useEffect, useId, useMemo, useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { datePickerZhCN } from "../locale/zh-CN/datePicker";
import { calendarNames } from "./calendar-names";
import { formatDateValue } from "./date-format";
import { type UseCalendarOptions, useCalendar } from "./use-calendar";

export interface CalendarProps extends UseCalendarOptions {
  /** Focus the focused day on mount (the panel was opened from the keyboard). */
  autoFocus?: boolean;
  className?: string;
}

const navButton =
  "inline-flex size-7 cursor-pointer items-center justify-center rounded-control-sm text-fg-secondary " +
  "hover:bg-fill-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-focus";

/**
 * A month grid (ARIA grid): year and month buttons, weekday headers and names from the catalog
 * (`calendarNames`), six weeks of days. The focused day has the only tab stop; see `useCalendar` for the keys.
 */
export function Calendar({ autoFocus = false, className, weekStartsOn, ...options }: CalendarProps) {
  const locale = useLocale(datePickerZhCN);
  const { t } = locale;
  const names = useMemo(() => calendarNames(locale), [locale]);
  const calendar = useCalendar({ ...options, weekStartsOn: weekStartsOn ?? names.weekStartsOn });
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();
  const focusKey = formatDateValue(calendar.focused, "date");

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
          <ChevronsLeftIcon aria-hidden="true" size={14} />
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.prevMonth")}
          onClick={() => calendar.goMonths(-1)}
        >
          <ChevronLeftIcon aria-hidden="true" size={14} />
        </button>
        <div id={captionId} aria-live="polite" className="flex-1 text-center font-medium text-fg">
          {names.month(calendar.month)}
        </div>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.nextMonth")}
          onClick={() => calendar.goMonths(1)}
        >
          <ChevronRightIcon aria-hidden="true" size={14} />
        </button>
        <button
          type="button"
          className={navButton}
          aria-label={t("datePicker.nextYear")}
          onClick={() => calendar.goMonths(12)}
        >
          <ChevronsRightIcon aria-hidden="true" size={14} />
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
                abbr={names.weekday(day)}
                className="h-8 p-0 text-center font-normal text-fg"
              >
                {names.weekdayShort(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={formatDateValue(week[0] as Date, "date")}>
              {week.map((day) => {
                const key = formatDateValue(day, "date");
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
                      aria-label={names.day(day)}
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

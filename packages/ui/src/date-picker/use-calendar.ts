import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  endOfWeek,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { type KeyboardEvent, useRef, useState } from "react";

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface UseCalendarOptions {
  /** The chosen day, or null. */
  selected: Date | null;
  /** Today (marked, and where the calendar opens when nothing is chosen). */
  today: Date;
  /** First day of the week, 0 (Sunday) to 6; default 1 (Monday), as in zh-CN. */
  weekStartsOn?: WeekStart;
  /** Days that cannot be chosen (they can still be focused, and are announced as unavailable). */
  disabledDate?: (date: Date) => boolean;
  onSelect: (date: Date) => void;
}

/**
 * The state of a month grid: the focused day (which also decides the month shown), the six weeks
 * on screen, and the keyboard: arrows move by a day or a week, PageUp/PageDown by a month
 * (with Shift by a year), Home/End to the start or end of the week; Enter or Space choose.
 */
export function useCalendar({
  selected,
  today,
  weekStartsOn = 1,
  disabledDate,
  onSelect,
}: UseCalendarOptions) {
  const weekStart = weekStartsOn;
  const [focused, setFocusedState] = useState<Date>(() => selected ?? today);
  /** Set when the keyboard moved the focus, so the grid moves DOM focus to the new day. */
  const moveFocus = useRef(false);
  // A day chosen elsewhere (typed in the box) brings the calendar to it.
  const [lastSelected, setLastSelected] = useState(selected);
  if ((selected?.getTime() ?? null) !== (lastSelected?.getTime() ?? null)) {
    setLastSelected(selected);
    if (selected) setFocusedState(selected);
  }

  const setFocused = (date: Date, withDomFocus = false) => {
    moveFocus.current = withDomFocus;
    setFocusedState(date);
  };

  const month = startOfMonth(focused);
  const first = startOfWeek(month, { weekStartsOn: weekStart });
  const weeks = Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(first, week * 7 + day)),
  );

  const isDisabled = (date: Date) => disabledDate?.(date) ?? false;
  const select = (date: Date) => {
    if (isDisabled(date)) return;
    setFocused(date);
    onSelect(date);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addWeeks(focused, -1),
      ArrowDown: () => addWeeks(focused, 1),
      PageUp: () => (event.shiftKey ? addYears(focused, -1) : addMonths(focused, -1)),
      PageDown: () => (event.shiftKey ? addYears(focused, 1) : addMonths(focused, 1)),
      Home: () => startOfWeek(focused, { weekStartsOn: weekStart }),
      End: () => endOfWeek(focused, { weekStartsOn: weekStart }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused(move(), true);
  };

  return {
    month,
    focused,
    weeks,
    weekStartsOn: weekStart,
    /** Show another month (buttons); the focused day moves with it, DOM focus stays put. */
    goMonths: (months: number) => setFocused(addMonths(focused, months)),
    setFocused,
    moveFocus,
    select,
    onGridKeyDown,
    isSelected: (date: Date) => selected !== null && isSameDay(date, selected),
    isToday: (date: Date) => isSameDay(date, today),
    isFocused: (date: Date) => isSameDay(date, focused),
    isOutside: (date: Date) => !isSameMonth(date, month),
    isDisabled,
  };
}

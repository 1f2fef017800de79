/** Calendar arithmetic for Quartz's day rules, on plain (year, month 1–12, day) triples. */

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day of the week, Quartz numbering: 1 = SUN … 7 = SAT. */
export function quartzWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

/**
 * Quartz's `W`: the weekday (Mon–Fri) nearest `day` without leaving the month. A Saturday moves to Friday (or to
 * Monday the 3rd when it is the 1st), a Sunday to Monday (or to Friday when it is the last day). A day the month
 * does not have (31W in April, L-30 in February) gives none, as Quartz never fires on it.
 */
export function nearestWorkday(year: number, month: number, day: number): number | undefined {
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return undefined;
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

/** The day `L-offset` (or `L-offsetW`) falls on in a month, or none when the offset runs before the 1st. */
export function lastDayRule(
  year: number,
  month: number,
  offset: number,
  workday: boolean,
): number | undefined {
  const day = daysInMonth(year, month) - offset;
  if (day < 1) return undefined;
  return workday ? nearestWorkday(year, month, day) : day;
}

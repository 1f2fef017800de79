const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // Throws a RangeError for an unknown zone, which callers turn into their own message.
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError naming the zone when `timeZone` is not an IANA zone the runtime knows. */
export function checkTimeZone(timeZone: string): void {
  try {
    formatterFor(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
}

/** The wall-clock year and month (1–12) of an instant in a zone; the host's zone when none is given. */
export function yearMonthIn(date: Date, timeZone: string | undefined): { year: number; month: number } {
  if (timeZone === undefined) return { year: date.getFullYear(), month: date.getMonth() + 1 };
  let year = 0;
  let month = 0;
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type === "year") year = Number(part.value);
    if (part.type === "month") month = Number(part.value);
  }
  return { year, month };
}

import { isValid } from "date-fns";
import { formatTime, timeOf } from "../picker-base/time-format";

/** Value formats of the spec (§4, §9): `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`, as date-fns patterns. */
export const DATE_FORMAT = "yyyy-MM-dd";
export const DATETIME_FORMAT = "yyyy-MM-dd HH:mm:ss";
/** The same formats as people read them (and as the spec writes them). */
export const DATE_FORMAT_LABEL = "YYYY-MM-DD";
export const DATETIME_FORMAT_LABEL = "YYYY-MM-DD HH:mm:ss";

export type DateKind = "date" | "datetime";

// Typed text is read with two small patterns rather than date-fns `parse`, and values are written by hand
// rather than with date-fns `format`: their token tables would add about 10 KB (gzip) to every picker for
// two fixed formats. date-fns still checks dates and does the calendar arithmetic.
const datePattern = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})$/;
const timePattern = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/;

/** A real calendar day (no 2024-02-30 rolling over into March), or null. */
function dayOf(text: string): Date | null {
  const match = datePattern.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  // Without separators only the full `yyyyMMdd` form is unambiguous.
  if (!/[-/.]/.test(text) && text.length !== 8) return null;
  const date = new Date(y, m - 1, d);
  date.setFullYear(y);
  return isValid(date) && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/**
 * Reads typed text leniently: `2024-5-1`, `2024/05/01`, `2024.5.1` or `20240501`, and for date-times
 * an optional time after a space or `T` (`9:5`, `09:05:07`; missing time is midnight).
 * Null when it is not a real date (`2024-02-30`) or the year is not four digits.
 */
export function parseDateText(text: string, kind: DateKind): Date | null {
  const trimmed = text.trim();
  if (kind === "date") return dayOf(trimmed);
  const [datePart = "", timePart, ...extra] = trimmed.split(/\s+|T/);
  if (extra.length > 0) return null;
  const date = dayOf(datePart);
  if (!date || timePart === undefined) return date;
  const time = timePattern.exec(timePart);
  if (!time) return null;
  const [hour, minute, second = 0] = time.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if ((hour ?? 0) > 23 || (minute ?? 0) > 59 || second > 59) return null;
  date.setHours(hour ?? 0, minute ?? 0, second);
  return date;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (local time). */
export function formatDateValue(date: Date, kind: DateKind): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
  return kind === "date" ? day : `${day} ${formatTime(timeOf(date))}`;
}

/** Text that is a whole value as stored (what commits while typing). */
export function isCompleteDateText(text: string, kind: DateKind): boolean {
  const pattern = kind === "date" ? /^\d{4}-\d{2}-\d{2}$/ : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  return pattern.test(text.trim()) && parseDateText(text, kind) !== null;
}

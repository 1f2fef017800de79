/** The value format of TimePicker (spec: times are `HH:mm:ss`). */
export const TIME_FORMAT = "HH:mm:ss";

export interface TimeParts {
  hour: number;
  minute: number;
  second: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `HH:mm:ss`. */
export function formatTime({ hour, minute, second }: TimeParts): string {
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** A complete value as it would be stored, e.g. `09:05:00` (what typing commits at once). */
export function isCompleteTime(text: string): boolean {
  return /^\d{2}:\d{2}:\d{2}$/.test(text.trim()) && parseTime(text) !== null;
}

/**
 * Reads a typed time leniently: `9:5`, `09:05`, `9:5:7`, `090507` or `0905`; seconds default to 0.
 * Null when it is not a time of day.
 */
export function parseTime(text: string): TimeParts | null {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{2})?$/.exec(trimmed);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/** The time of day of a Date. */
export function timeOf(date: Date): TimeParts {
  return { hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
}

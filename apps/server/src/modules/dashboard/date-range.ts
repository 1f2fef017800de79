import { BusinessError } from "../../http/errors";

const DAY_MS = 24 * 60 * 60 * 1000;
const GMT8_MS = 8 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range a dashboard reads at once. */
export const MAX_RANGE_DAYS = 366;

/** A range of whole days in GMT+8 (the business's clock): `from` inclusive, `to` exclusive, and its days. */
export interface DayRange {
  start: string;
  end: string;
  from: Date;
  to: Date;
  days: string[];
}

/** `YYYY-MM-DD` of an instant in GMT+8. */
export const gmt8Day = (at: Date) => new Date(at.getTime() + GMT8_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - GMT8_MS);

/**
 * The range a dashboard asks for: `start` and `end` (`YYYY-MM-DD`, both included), or the last `days`
 * (7 or 30) ending today; the last 7 days when neither is given.
 */
export function parseDayRange(query: Record<string, string | undefined>, now: Date): DayRange {
  let start = query.start?.trim();
  let end = query.end?.trim();
  if (!start || !end) {
    const count = query.days === "30" ? 30 : 7;
    end = gmt8Day(now);
    start = gmt8Day(new Date(dayStart(end).getTime() - (count - 1) * DAY_MS));
  }
  if (!DAY.test(start) || !DAY.test(end) || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)))
    throw new BusinessError("日期格式不正确，应为 yyyy-MM-dd");
  const from = dayStart(start);
  const to = new Date(dayStart(end).getTime() + DAY_MS);
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (count < 1) throw new BusinessError("开始日期不能晚于结束日期");
  if (count > MAX_RANGE_DAYS) throw new BusinessError(`日期范围不能超过${MAX_RANGE_DAYS}天`);
  const days = Array.from({ length: count }, (_, i) => gmt8Day(new Date(from.getTime() + i * DAY_MS)));
  return { start, end, from, to, days };
}

import cronstrue from "cronstrue";
import "cronstrue/locales/zh_CN.js"; // registers zh_CN with cronstrue; ~170 KB lighter (minified) than cronstrue/i18n and its 42 locales
import { CRON_UNITS } from "./cron-field.js";
import type { CronLocale } from "./messages.js";
import { parseQuartz } from "./parse-quartz.js";
import type { QuartzItem } from "./quartz-expression.js";

const CRONSTRUE_LOCALES: Record<CronLocale, string> = { "zh-CN": "zh_CN", "en-US": "en" };

/**
 * A sentence describing a Quartz expression, by cronstrue with Quartz's day-of-week numbering and 24-hour
 * times. Throws a `CronError` (message in `locale`) for an invalid expression. The expression reaches cronstrue
 * in a canonical form (numbers, no bare `∕n`); `L-nW`, which cronstrue refuses, is described as `L-n` with
 * that phrase replaced by Kanya's own.
 */
export function describeCron(expression: string, locale: CronLocale = "zh-CN"): string {
  const parsed = parseQuartz(expression, locale);
  const fields = CRON_UNITS.slice(0, parsed.hasYear ? 7 : 6).map((unit) =>
    parsed.items[unit].map(itemText).join(","),
  );
  const [dayItem] = parsed.items.day;
  if (dayItem?.kind !== "lastDay" || !dayItem.nearestWorkday || dayItem.offset === 0) {
    return describe(fields.join(" "), locale);
  }
  fields[3] = `L-${dayItem.offset}`;
  const described = describe(fields.join(" "), locale);
  const phrase = lastDayOffsetPhrase(dayItem.offset, locale);
  const replacement = NEAREST_WORKDAY_BEFORE_END[locale](dayItem.offset);
  return described.includes(phrase) ? described.replace(phrase, replacement) : `${described}${replacement}`;
}

function describe(expression: string, locale: CronLocale): string {
  return cronstrue.toString(expression, {
    locale: CRONSTRUE_LOCALES[locale],
    dayOfWeekStartIndexZero: false,
    use24HourTimeFormat: true,
    throwExceptionOnParseError: true,
  });
}

const NEAREST_WORKDAY_BEFORE_END: Record<CronLocale, (offset: number) => string> = {
  "zh-CN": (offset) => `, 限每月最后一天之前第${offset}天最近的工作日`,
  "en-US": (offset) => `, on the weekday nearest ${offset} days before the last day of the month`,
};

/** cronstrue's own clause for `L-n`, found by describing with and without it. */
function lastDayOffsetPhrase(offset: number, locale: CronLocale): string {
  const plain = describe("0 0 0 * * ?", locale);
  const withOffset = describe(`0 0 0 L-${offset} * ?`, locale);
  return withOffset.startsWith(plain) ? withOffset.slice(plain.length) : withOffset;
}

function itemText(item: QuartzItem): string {
  switch (item.kind) {
    case "every":
      return "*";
    case "everyStep":
      return `*/${item.step}`;
    case "value":
      return `${item.value}`;
    case "range":
      return `${item.start}-${item.end}`;
    case "startStep":
      return `${item.start}/${item.step}`;
    case "rangeStep":
      return `${item.start}-${item.end}/${item.step}`;
    case "noSpecific":
      return "?";
    case "lastDay":
      return `L${item.offset > 0 ? `-${item.offset}` : ""}${item.nearestWorkday ? "W" : ""}`;
    case "nearestWorkday":
      return `${item.day}W`;
    case "lastWeekday":
      return `${item.weekday}L`;
    case "nthWeekday":
      return `${item.weekday}#${item.nth}`;
  }
}

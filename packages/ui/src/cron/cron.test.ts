import { CRON_DIALOG_BOUNDS } from "@kanya/core/cron";
import { describe, expect, it } from "vitest";
import { cronChoices, listValues } from "./cron-choices";
import { cronErrorSpan } from "./expression-error";
import { formatFireTime } from "./fire-time-format";

describe("cronErrorSpan", () => {
  it("points at the field at fault with 1-based character positions", () => {
    expect(cronErrorSpan("0 0 25 * * ?", "zh-CN")).toEqual({
      index: 3,
      text: "25",
      start: 5,
      end: 6,
      message: "时：值 25 超出范围 0–23",
    });
  });

  it("counts positions in the text as typed, extra spaces included", () => {
    expect(cronErrorSpan("0  0 12 * 13 ?", "zh-CN")).toMatchObject({
      index: 5,
      text: "13",
      start: 11,
      end: 12,
    });
  });

  it("spans the whole expression when the field count is wrong", () => {
    expect(cronErrorSpan("0 0 12", "zh-CN")).toMatchObject({ index: 0, start: 1, end: 6 });
  });

  it("accepts valid and empty expressions", () => {
    expect(cronErrorSpan("0 15 10 ? * 6#3 2019-2119", "zh-CN")).toBeNull();
    expect(cronErrorSpan("  ", "zh-CN")).toBeNull();
  });
});

describe("cronChoices", () => {
  it("gives the day tab its month-end rules and the week tab the nth and last weekday", () => {
    expect(cronChoices("day").map((view) => view.choice)).toEqual([
      "every",
      "increment",
      "range",
      "specific",
      "lastDay",
      "lastWorkday",
      "daysBeforeEnd",
      "nearestWorkday",
      "notSpecified",
      "custom",
    ]);
    expect(cronChoices("week").map((view) => view.choice)).toContain("nthOfMonth");
    expect(cronChoices("second").map((view) => view.choice)).not.toContain("notSpecified");
  });

  it("bounds each number by spec §5 and keeps the week's last weekday on the day state", () => {
    const step = cronChoices("minute")
      .find((view) => view.choice === "increment")
      ?.slots.find((slot) => slot.property === "incrementIncrement");
    expect(step?.bound).toEqual(CRON_DIALOG_BOUNDS.minute.incrementIncrement);
    const last = cronChoices("week").find((view) => view.choice === "lastOfMonth")?.slots[0];
    expect(last).toMatchObject({ unit: "day", property: "cronLastSpecificDomDay", kind: "weekday" });
    const weekStep = cronChoices("week")
      .find((view) => view.choice === "increment")
      ?.slots.map((slot) => slot.kind);
    expect(weekStep).toEqual(["number", "weekday"]);
  });

  it("offers 100 years from 2019 and each unit's own value range", () => {
    const years = listValues("year");
    expect(years).toHaveLength(100);
    expect([years[0], years.at(-1)]).toEqual([2019, 2118]);
    expect(listValues("hour")).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(listValues("week")).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("formatFireTime", () => {
  it("shows the instant's wall-clock time in the given zone", () => {
    const instant = new Date("2026-01-01T04:00:00Z");
    expect(formatFireTime(instant, "Asia/Shanghai")).toBe("2026-01-01 12:00:00");
    expect(formatFireTime(instant, "America/New_York")).toBe("2025-12-31 23:00:00");
  });
});

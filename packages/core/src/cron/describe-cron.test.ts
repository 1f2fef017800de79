import { describe, expect, it } from "vitest";
import { CronError } from "./cron-error.js";
import { describeCron } from "./describe-cron.js";

describe("describeCron", () => {
  it("describes in Chinese by default, with 24-hour times", () => {
    expect(describeCron("0 15 22 * * ?")).toBe("在22:15");
    expect(describeCron("0 0/5 14,18 * * ?")).toBe("每隔 5 分钟, 在14:00 和 18:00");
    expect(describeCron("0 15 10 ? * 6L 2002-2005")).toBe(
      "在10:15, 限每月的最后一个星期五, 从2002年至2005年",
    );
  });

  it("describes in English on request", () => {
    expect(describeCron("0 15 22 * * ?", "en-US")).toBe("At 22:15");
    expect(describeCron("0 15 10 ? * MON-FRI", "en-US")).toBe("At 10:15, Monday through Friday");
    expect(describeCron("0 15 10 L-2 * ?", "en-US")).toBe(
      "At 10:15, 2 days before the last day of the month",
    );
    expect(describeCron("0 0 12 15W * ?", "en-US")).toBe(
      "At 12:00, on the weekday nearest day 15 of the month",
    );
  });

  it("reads day-of-week numbers the Quartz way: 1 is Sunday, 6#3 the third Friday", () => {
    expect(describeCron("0 0 12 ? * 1", "en-US")).toBe("At 12:00, only on Sunday");
    expect(describeCron("0 15 10 ? * 6#3", "en-US")).toBe("At 10:15, on the third Friday of the month");
    expect(describeCron("0 15 10 ? * 6#3")).toBe("在10:15, 限每月的第三个 星期五");
  });

  it("describes L-nW, which cronstrue refuses on its own", () => {
    expect(describeCron("0 15 10 L-5W * ? 2010", "en-US")).toBe(
      "At 10:15, on the weekday nearest 5 days before the last day of the month, only in 2010",
    );
    expect(describeCron("0 15 10 L-5W * ?")).toBe("在10:15, 限每月最后一天之前第5天最近的工作日");
  });

  it("accepts Quartz's bare /n step", () => {
    expect(describeCron("/15 * * * * ?", "en-US")).toBe(describeCron("*/15 * * * * ?", "en-US"));
  });

  it("throws a CronError with the field for an invalid expression", () => {
    expect(() => describeCron("0 0 12 * * *")).toThrow(CronError);
    expect(() => describeCron("0 0 12 * * ? 2300", "en-US")).toThrow("Year: value 2300 is outside 1970–2299");
  });
});

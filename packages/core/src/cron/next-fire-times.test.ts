import { describe, expect, it } from "vitest";
import { CronError } from "./cron-error.js";
import { nextFireTimes } from "./next-fire-times.js";

/** ISO strings of the next fire times, in UTC unless a zone is given. */
function fires(expression: string, from: string, count: number, timeZone = "UTC"): string[] {
  return nextFireTimes(expression, { from: new Date(from), count, timeZone }).map((date) =>
    date.toISOString(),
  );
}

const JAN_2024 = "2024-01-01T00:00:00Z"; // a Monday

// Expected times are worked out by hand from the calendar (Jan 1 2024 is a Monday, Feb 2024 has 29 days).
describe("the Quartz CronTrigger tutorial's examples", () => {
  it("0 0 12 * * ? fires at noon every day", () => {
    expect(fires("0 0 12 * * ?", JAN_2024, 3)).toEqual([
      "2024-01-01T12:00:00.000Z",
      "2024-01-02T12:00:00.000Z",
      "2024-01-03T12:00:00.000Z",
    ]);
  });

  it("0 15 10 ? * * fires at 10:15 every day", () => {
    expect(fires("0 15 10 ? * *", JAN_2024, 2)).toEqual([
      "2024-01-01T10:15:00.000Z",
      "2024-01-02T10:15:00.000Z",
    ]);
  });

  it("0 15 10 * * ? 2005 fires only during 2005, so the list runs out", () => {
    expect(fires("0 15 10 * * ? 2005", "2005-12-30T00:00:00Z", 5)).toEqual([
      "2005-12-30T10:15:00.000Z",
      "2005-12-31T10:15:00.000Z",
    ]);
    expect(fires("0 15 10 * * ? 2005", JAN_2024, 5)).toEqual([]);
  });

  it("0 * 14 * * ? fires every minute from 14:00 to 14:59", () => {
    const times = fires("0 * 14 * * ?", JAN_2024, 61);
    expect(times.slice(0, 2)).toEqual(["2024-01-01T14:00:00.000Z", "2024-01-01T14:01:00.000Z"]);
    expect(times.slice(59)).toEqual(["2024-01-01T14:59:00.000Z", "2024-01-02T14:00:00.000Z"]);
  });

  it("0 0/5 14 * * ? fires every 5 minutes from 14:00 to 14:55", () => {
    const times = fires("0 0/5 14 * * ?", JAN_2024, 13);
    expect(times.slice(0, 3)).toEqual([
      "2024-01-01T14:00:00.000Z",
      "2024-01-01T14:05:00.000Z",
      "2024-01-01T14:10:00.000Z",
    ]);
    expect(times.slice(11)).toEqual(["2024-01-01T14:55:00.000Z", "2024-01-02T14:00:00.000Z"]);
  });

  it("0 0/5 14,18 * * ? fires every 5 minutes in the 14:00 and 18:00 hours", () => {
    const times = fires("0 0/5 14,18 * * ?", JAN_2024, 25);
    expect(times.slice(11, 14)).toEqual([
      "2024-01-01T14:55:00.000Z",
      "2024-01-01T18:00:00.000Z",
      "2024-01-01T18:05:00.000Z",
    ]);
    expect(times.slice(23)).toEqual(["2024-01-01T18:55:00.000Z", "2024-01-02T14:00:00.000Z"]);
  });

  it("0 0-5 14 * * ? fires every minute from 14:00 to 14:05", () => {
    expect(fires("0 0-5 14 * * ?", JAN_2024, 7)).toEqual([
      "2024-01-01T14:00:00.000Z",
      "2024-01-01T14:01:00.000Z",
      "2024-01-01T14:02:00.000Z",
      "2024-01-01T14:03:00.000Z",
      "2024-01-01T14:04:00.000Z",
      "2024-01-01T14:05:00.000Z",
      "2024-01-02T14:00:00.000Z",
    ]);
  });

  it("0 10,44 14 ? 3 WED fires at 14:10 and 14:44 on March's Wednesdays", () => {
    expect(fires("0 10,44 14 ? 3 WED", JAN_2024, 9)).toEqual([
      "2024-03-06T14:10:00.000Z",
      "2024-03-06T14:44:00.000Z",
      "2024-03-13T14:10:00.000Z",
      "2024-03-13T14:44:00.000Z",
      "2024-03-20T14:10:00.000Z",
      "2024-03-20T14:44:00.000Z",
      "2024-03-27T14:10:00.000Z",
      "2024-03-27T14:44:00.000Z",
      "2025-03-05T14:10:00.000Z",
    ]);
  });

  it("0 15 10 ? * MON-FRI fires on weekdays only", () => {
    expect(fires("0 15 10 ? * MON-FRI", JAN_2024, 6)).toEqual([
      "2024-01-01T10:15:00.000Z",
      "2024-01-02T10:15:00.000Z",
      "2024-01-03T10:15:00.000Z",
      "2024-01-04T10:15:00.000Z",
      "2024-01-05T10:15:00.000Z",
      "2024-01-08T10:15:00.000Z",
    ]);
  });

  it("0 15 10 15 * ? fires on the 15th", () => {
    expect(fires("0 15 10 15 * ?", JAN_2024, 2)).toEqual([
      "2024-01-15T10:15:00.000Z",
      "2024-02-15T10:15:00.000Z",
    ]);
  });

  it("0 15 10 L * ? fires on the last day of the month, Feb 29 in a leap year", () => {
    expect(fires("0 15 10 L * ?", JAN_2024, 4)).toEqual([
      "2024-01-31T10:15:00.000Z",
      "2024-02-29T10:15:00.000Z",
      "2024-03-31T10:15:00.000Z",
      "2024-04-30T10:15:00.000Z",
    ]);
  });

  it("0 15 10 L-2 * ? fires two days before the last day", () => {
    expect(fires("0 15 10 L-2 * ?", JAN_2024, 4)).toEqual([
      "2024-01-29T10:15:00.000Z",
      "2024-02-27T10:15:00.000Z",
      "2024-03-29T10:15:00.000Z",
      "2024-04-28T10:15:00.000Z",
    ]);
  });

  it("0 15 10 ? * 6L fires on the last Friday", () => {
    expect(fires("0 15 10 ? * 6L", JAN_2024, 5)).toEqual([
      "2024-01-26T10:15:00.000Z",
      "2024-02-23T10:15:00.000Z",
      "2024-03-29T10:15:00.000Z",
      "2024-04-26T10:15:00.000Z",
      "2024-05-31T10:15:00.000Z",
    ]);
  });

  it("0 15 10 ? * 6L 2002-2005 fires on the 48 last Fridays of 2002–2005, then stops", () => {
    const times = fires("0 15 10 ? * 6L 2002-2005", "2002-01-01T00:00:00Z", 100);
    expect(times).toHaveLength(48);
    expect(times[0]).toBe("2002-01-25T10:15:00.000Z");
    expect(times[47]).toBe("2005-12-30T10:15:00.000Z");
  });

  it("0 15 10 ? * 6#3 fires on the third Friday", () => {
    expect(fires("0 15 10 ? * 6#3", JAN_2024, 3)).toEqual([
      "2024-01-19T10:15:00.000Z",
      "2024-02-16T10:15:00.000Z",
      "2024-03-15T10:15:00.000Z",
    ]);
  });

  it("0 0 12 1/5 * ? fires every 5 days from the 1st, restarting each month", () => {
    expect(fires("0 0 12 1/5 * ?", JAN_2024, 8).map((time) => time.slice(5, 10))).toEqual([
      "01-01",
      "01-06",
      "01-11",
      "01-16",
      "01-21",
      "01-26",
      "01-31",
      "02-01",
    ]);
  });

  it("0 11 11 11 11 ? fires on November 11th at 11:11", () => {
    expect(fires("0 11 11 11 11 ?", JAN_2024, 2)).toEqual([
      "2024-11-11T11:11:00.000Z",
      "2025-11-11T11:11:00.000Z",
    ]);
  });
});

describe("Quartz's day rules", () => {
  it("LW is the last weekday: a Sunday 31st moves to Friday 29th, a Saturday 31st to Friday 30th", () => {
    expect(fires("0 0 0 LW * ? 2024", JAN_2024, 12).map((time) => time.slice(5, 10))).toEqual([
      "01-31",
      "02-29",
      "03-29",
      "04-30",
      "05-31",
      "06-28",
      "07-31",
      "08-30",
      "09-30",
      "10-31",
      "11-29",
      "12-31",
    ]);
  });

  it("15W moves a Saturday 15th to Friday and a Sunday 15th to Monday", () => {
    const days = fires("0 0 12 15W * ? 2024", JAN_2024, 12).map((time) => time.slice(5, 10));
    expect(days).toContain("06-14"); // June 15 2024 is a Saturday
    expect(days).toContain("09-16"); // September 15 2024 is a Sunday
    expect(days).toContain("12-16"); // December 15 2024 is a Sunday
    expect(days).toContain("02-15"); // a Thursday stays
  });

  it("1W on a month starting Saturday fires Monday the 3rd, not on the previous month's Friday", () => {
    expect(fires("0 0 12 1W 6 ? 2024", JAN_2024, 1)).toEqual(["2024-06-03T12:00:00.000Z"]);
    expect(fires("0 0 12 1W 2 ? 2025", JAN_2024, 1)).toEqual(["2025-02-03T12:00:00.000Z"]);
    expect(fires("0 0 12 1W 9 ? 2024", JAN_2024, 1)).toEqual(["2024-09-02T12:00:00.000Z"]); // a Sunday 1st
  });

  it("31W never fires in a 30-day month and stays inside the month otherwise", () => {
    expect(fires("0 0 12 31W * ?", "2024-04-01T00:00:00Z", 5).map((time) => time.slice(0, 10))).toEqual([
      "2024-05-31",
      "2024-07-31",
      "2024-08-30", // August 31 2024 is a Saturday
      "2024-10-31",
      "2024-12-31",
    ]);
    expect(fires("0 0 12 30W 2 ?", JAN_2024, 1)).toEqual([]);
  });

  it("CronExpressionTest.testLastDayOffset: L-2, L-5W, L-1 and L-1W in October 2010", () => {
    const october = "2010-10-01T00:00:00Z";
    expect(fires("0 15 10 L-2 * ? 2010", october, 1)).toEqual(["2010-10-29T10:15:00.000Z"]);
    expect(fires("0 15 10 L-5W * ? 2010", october, 1)).toEqual(["2010-10-26T10:15:00.000Z"]);
    expect(fires("0 15 10 L-1 * ? 2010", october, 1)).toEqual(["2010-10-30T10:15:00.000Z"]);
    expect(fires("0 15 10 L-1W * ? 2010", october, 1)).toEqual(["2010-10-29T10:15:00.000Z"]); // the 30th is a Saturday
  });

  it("L-nW landing on a Saturday 1st moves to Monday the 3rd", () => {
    expect(fires("0 0 0 L-29W 6 ? 2024", JAN_2024, 1)).toEqual(["2024-06-03T00:00:00.000Z"]);
  });

  it("an offset past the month's start never fires (L-30 in February)", () => {
    expect(fires("0 0 0 L-30 2 ?", JAN_2024, 1)).toEqual([]);
    expect(fires("0 0 0 L-28 * ? 2024", JAN_2024, 3).map((time) => time.slice(0, 10))).toEqual([
      "2024-01-03",
      "2024-02-01",
      "2024-03-03",
    ]);
  });

  it("QTZ-259: L-2 and LW never repeat a fire time", () => {
    for (const expression of ["0 0 0 L-2 * ? *", "0 0 0 LW * ? *", "0 0 0 L-3W * ? *"]) {
      let previous = new Date("2024-01-01T00:00:00Z");
      for (let step = 0; step < 26; step += 1) {
        const [next] = nextFireTimes(expression, { from: previous, count: 1, timeZone: "UTC" });
        expect(next?.getTime()).toBeGreaterThan(previous.getTime());
        previous = next ?? previous;
      }
    }
  });

  it("CronExpressionTest.testIsSatisfiedBy: 0 15 10 * * ? 2005 matches 10:15 in 2005 only", () => {
    expect(fires("0 15 10 * * ? 2005", "2005-06-01T10:14:59Z", 1)).toEqual(["2005-06-01T10:15:00.000Z"]);
    expect(fires("0 15 10 * * ? 2005", "2005-12-31T10:15:00Z", 1)).toEqual([]);
  });
});

describe("fields croner reads differently, handed over as Quartz means them", () => {
  it("a/n steps run from a to the end of the field", () => {
    expect(fires("0 0 3/5 * * ?", JAN_2024, 5).map((time) => time.slice(11, 13))).toEqual([
      "03",
      "08",
      "13",
      "18",
      "23",
    ]);
  });

  it("7/6 in months means July only (the Quartz javadoc's subtlety)", () => {
    expect(fires("0 0 0 1 7/6 ?", JAN_2024, 2)).toEqual([
      "2024-07-01T00:00:00.000Z",
      "2025-07-01T00:00:00.000Z",
    ]);
  });

  it("wrapped ranges wrap: 22-2 hours, NOV-FEB months", () => {
    expect(fires("0 0 22-2 * * ?", JAN_2024, 5).map((time) => time.slice(11, 13))).toEqual([
      "01",
      "02",
      "22",
      "23",
      "00",
    ]);
    expect(fires("0 0 0 1 NOV-FEB ?", JAN_2024, 4).map((time) => time.slice(0, 7))).toEqual([
      "2024-02",
      "2024-11",
      "2024-12",
      "2025-01",
    ]);
  });

  it("year steps count from 1970, not from year 0", () => {
    expect(fires("0 0 0 1 1 ? */3", "2024-06-01T00:00:00Z", 2)).toEqual([
      "2027-01-01T00:00:00.000Z",
      "2030-01-01T00:00:00.000Z",
    ]);
  });

  it("day-of-week 1 is Sunday and a lone L is Saturday", () => {
    expect(fires("0 0 0 ? * 1", JAN_2024, 1)).toEqual(["2024-01-07T00:00:00.000Z"]);
    expect(fires("0 0 0 ? * L", JAN_2024, 1)).toEqual(["2024-01-06T00:00:00.000Z"]);
  });

  it("years run on to 2299 and stop there", () => {
    expect(fires("0 0 0 1 1 ?", "2297-06-01T00:00:00Z", 5)).toEqual([
      "2298-01-01T00:00:00.000Z",
      "2299-01-01T00:00:00.000Z",
    ]);
  });
});

// Issue 9: what Quartz 2.3.2's CronExpression gives for years past 2099. Its `addToSet` puts a written year,
// range or list into the year set as written (no upper bound), `a/n` runs a, a+n, … up to its MAX_YEAR (the
// current year + 100), and `getTimeAfter` takes the first year of the set not before the search date. The
// times below follow from that and the calendar (2100 is not a leap year; 2104 is).
describe("years past 2099, as Quartz 2.3.2 fires them", () => {
  it("the cron dialog's 0 0 12 1/5 * ? 2019-2119 crosses into 2100 and ends with 2119", () => {
    expect(fires("0 0 12 1/5 * ? 2019-2119", "2099-12-20T00:00:00Z", 5)).toEqual([
      "2099-12-21T12:00:00.000Z",
      "2099-12-26T12:00:00.000Z",
      "2099-12-31T12:00:00.000Z",
      "2100-01-01T12:00:00.000Z",
      "2100-01-06T12:00:00.000Z",
    ]);
    expect(fires("0 0 12 1/5 * ? 2019-2119", "2119-12-20T00:00:00Z", 5)).toEqual([
      "2119-12-21T12:00:00.000Z",
      "2119-12-26T12:00:00.000Z",
      "2119-12-31T12:00:00.000Z",
    ]);
  });

  it("a year list skips the years between", () => {
    expect(fires("0 0 0 1 1 ? 2098,2101,2150", JAN_2024, 5)).toEqual([
      "2098-01-01T00:00:00.000Z",
      "2101-01-01T00:00:00.000Z",
      "2150-01-01T00:00:00.000Z",
    ]);
  });

  it("a year step counts from its start: 2020/10", () => {
    expect(fires("0 0 0 1 1 ? 2020/10", "2085-06-01T00:00:00Z", 3)).toEqual([
      "2090-01-01T00:00:00.000Z",
      "2100-01-01T00:00:00.000Z",
      "2110-01-01T00:00:00.000Z",
    ]);
  });

  it("an expression that only fires after 2099 finds its first year from today", () => {
    expect(fires("0 0 12 L 2 ? 2100,2104", JAN_2024, 3)).toEqual([
      "2100-02-28T12:00:00.000Z",
      "2104-02-29T12:00:00.000Z",
    ]);
  });
});

describe("time zones", () => {
  it("reads the fields in Asia/Shanghai (UTC+8)", () => {
    expect(fires("0 0 12 * * ?", JAN_2024, 2, "Asia/Shanghai")).toEqual([
      "2024-01-01T04:00:00.000Z",
      "2024-01-02T04:00:00.000Z",
    ]);
    expect(fires("0 15 10 L-2 * ?", JAN_2024, 2, "Asia/Shanghai")).toEqual([
      "2024-01-29T02:15:00.000Z",
      "2024-02-27T02:15:00.000Z",
    ]);
  });

  it("takes the month from the zone's calendar: 04:00 on Feb 1 in Shanghai is still Jan 31 in UTC", () => {
    const from = "2024-01-31T20:00:00Z";
    expect(fires("0 0 0 L * ?", from, 1, "Asia/Shanghai")).toEqual(["2024-02-28T16:00:00.000Z"]);
    expect(fires("0 0 0 L-1 * ?", from, 1, "Asia/Shanghai")).toEqual(["2024-02-27T16:00:00.000Z"]);
    expect(fires("0 0 0 L-1 * ?", "2024-01-29T20:00:00Z", 1, "UTC")).toEqual(["2024-01-30T00:00:00.000Z"]);
  });

  it("defaults to the host's zone, as Quartz does", () => {
    const hostZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = new Date(JAN_2024);
    for (const expression of ["0 30 9 ? * MON-FRI", "0 0 8 L-3W * ?"]) {
      expect(nextFireTimes(expression, { from, count: 5 })).toEqual(
        nextFireTimes(expression, { from, count: 5, timeZone: hostZone }),
      );
    }
  });

  it("refuses an unknown zone", () => {
    expect(() =>
      nextFireTimes("0 0 12 * * ?", { from: new Date(), count: 1, timeZone: "Mars/Olympus" }),
    ).toThrow(RangeError);
  });
});

describe("nextFireTimes", () => {
  it("returns times strictly after from", () => {
    expect(fires("0 0 12 * * ?", "2024-01-01T12:00:00Z", 1)).toEqual(["2024-01-02T12:00:00.000Z"]);
    expect(fires("0 0 12 * * ?", "2024-01-01T11:59:59.999Z", 1)).toEqual(["2024-01-01T12:00:00.000Z"]);
    expect(fires("* * * * * ?", "2024-01-01T12:00:00.500Z", 1)).toEqual(["2024-01-01T12:00:01.000Z"]);
  });

  it("returns nothing for count 0 and refuses a bad count or date", () => {
    expect(fires("0 0 12 * * ?", JAN_2024, 0)).toEqual([]);
    expect(() => nextFireTimes("0 0 12 * * ?", { from: new Date(JAN_2024), count: -1 })).toThrow(RangeError);
    expect(() => nextFireTimes("0 0 12 * * ?", { from: new Date(JAN_2024), count: 1.5 })).toThrow(RangeError);
    expect(() => nextFireTimes("0 0 12 * * ?", { from: new Date("nope"), count: 1 })).toThrow(RangeError);
  });

  it("throws a CronError naming the field of an invalid expression", () => {
    const attempt = () =>
      nextFireTimes("0 0 25 * * ?", { from: new Date(JAN_2024), count: 1, locale: "en-US" });
    expect(attempt).toThrow(CronError);
    expect(attempt).toThrow("Hour: value 25 is outside 0–23");
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ field: "hour", code: "valueOutOfRange" });
    }
  });

  it("never fires an impossible date and answers quickly", () => {
    expect(fires("0 0 0 30 2 ?", JAN_2024, 3)).toEqual([]);
    expect(fires("0 0 0 ? 2 1#5", JAN_2024, 2).map((time) => time.slice(0, 10))).toEqual([
      "2032-02-29",
      "2060-02-29",
    ]);
  });
});

import { expect, it } from "vitest";
import { greetingPeriod } from "./greeting.js";

it("greets by hour as the spec sets the boundaries", () => {
  const periods = Array.from({ length: 24 }, (_, hour) => greetingPeriod(hour));
  expect(periods.slice(0, 9).every((p) => p === "morning")).toBe(true);
  expect(periods.slice(9, 12)).toEqual(["forenoon", "forenoon", "forenoon"]);
  expect(periods.slice(12, 14)).toEqual(["noon", "noon"]);
  expect(periods.slice(14, 20).every((p) => p === "afternoon")).toBe(true);
  expect(periods.slice(20)).toEqual(["evening", "evening", "evening", "evening"]);
});

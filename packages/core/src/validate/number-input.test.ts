import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptNumberInput, columnStatistic, parseNumberInput } from "./index.js";

describe("number input (spec §5: optional minus, digits, optional decimals)", () => {
  it("keeps keystrokes that form (or start) a number and reverts the others", () => {
    for (const typed of ["", "-", "0", "12", "-12", "12.", "12.50", "-0.5"])
      expect(acceptNumberInput(typed, "7")).toBe(typed);
    for (const typed of ["a", "1a", "1.2.3", "--1", "+1", ".5", "1e3", " 1", "1-"])
      expect(acceptNumberInput(typed, "7")).toBe("7");
  });

  it("on blur, parses to a number or empties", () => {
    expect(parseNumberInput("12.")).toBe(12);
    expect(parseNumberInput("-0.50")).toBe(-0.5);
    expect(parseNumberInput("007")).toBe(7);
    expect(Object.is(parseNumberInput("-0"), 0)).toBe(true);
    for (const text of ["", "-", "abc", null, undefined, Number.NaN])
      expect(parseNumberInput(text)).toBeNull();
    expect(parseNumberInput(3.5)).toBe(3.5);
  });

  it("whatever the keystrokes, the text shown always blurs to a number or empty", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom("-", ".", "1", "0", "a"), maxLength: 3 })),
        (keystrokes) => {
          let shown = "";
          for (const typed of keystrokes) shown = acceptNumberInput(shown + typed, shown);
          const value = parseNumberInput(shown);
          expect(value === null ? shown === "" || shown === "-" : Number.isFinite(value)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("columnStatistic (spec §5 'Statistics columns sum integer values')", () => {
  const rows = [{ qty: "12.7" }, { qty: 3 }, { qty: "" }, { qty: "-1.5" }, { qty: "abc" }, {}];

  it("sums the integer part of each numeric cell by default, as JeecgBoot's parseInt sum", () => {
    expect(columnStatistic(rows, "qty", "sum")).toBe(14);
    expect(columnStatistic(rows, "qty", "average")).toBeCloseTo(14 / 3);
  });

  it("sums exact decimals on request, without floating-point dust", () => {
    expect(columnStatistic(rows, "qty", "sum", { integerValues: false })).toBe(14.2);
    expect(columnStatistic([{ v: "0.1" }, { v: "0.2" }], "v", "sum", { integerValues: false })).toBe(0.3);
    expect(columnStatistic([{ v: 1e-7 }, { v: 1 }], "v", "sum", { integerValues: false })).toBe(1.0000001);
  });

  it("gives 0 for a column without numbers", () => {
    expect(columnStatistic([{ v: "" }], "v", "sum")).toBe(0);
    expect(columnStatistic([], "v", "average")).toBe(0);
  });
});

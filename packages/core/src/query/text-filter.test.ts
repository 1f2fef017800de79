import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type TextFilterType, unwrapTextFilter, wrapTextFilter } from "./index.js";

const TYPES: TextFilterType[] = ["eq", "like", "ne", "ge", "le"];

describe("text filter wrap/unwrap (spec §5: like *v*, ne !v, ge >=v, le <=v)", () => {
  it("wraps by type", () => {
    expect(wrapTextFilter("张", "like")).toBe("*张*");
    expect(wrapTextFilter("1", "ne")).toBe("!1");
    expect(wrapTextFilter("5", "ge")).toBe(">=5");
    expect(wrapTextFilter("5", "le")).toBe("<=5");
    expect(wrapTextFilter("5")).toBe("5");
  });

  it("trims on request, and an empty value sends no filter", () => {
    expect(wrapTextFilter("  张 ", "like", { trim: true })).toBe("*张*");
    expect(wrapTextFilter("  张 ", "like")).toBe("*  张 *");
    expect(wrapTextFilter("", "like")).toBe("");
    expect(wrapTextFilter("   ", "ne", { trim: true })).toBe("");
  });

  it("strips the mark on read, and shows an unmarked value as it is", () => {
    expect(unwrapTextFilter("*张*", "like")).toBe("张");
    expect(unwrapTextFilter("张", "like")).toBe("张");
    expect(unwrapTextFilter("*", "like")).toBe("*");
    expect(unwrapTextFilter(">=5", "ge")).toBe("5");
    expect(unwrapTextFilter("5", "le")).toBe("5");
  });

  it("unwrap(wrap(v)) === v for every type; with trim, the trimmed v", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...TYPES), (value, type) => {
        expect(unwrapTextFilter(wrapTextFilter(value, type), type)).toBe(value);
        expect(unwrapTextFilter(wrapTextFilter(value, type, { trim: true }), type)).toBe(value.trim());
      }),
      { numRuns: 500 },
    );
  });
});

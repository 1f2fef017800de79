import { describe, expect, it } from "vitest";
import { nextOrgCode, orgLevel } from "./org-code";

describe("org codes (JeecgBoot's YouBianCodeUtil)", () => {
  it("starts each level at A01 and counts A01 … A99, then B01", () => {
    expect(nextOrgCode("", null)).toBe("A01");
    expect(nextOrgCode("", "A01")).toBe("A02");
    expect(nextOrgCode("", "A09")).toBe("A10");
    expect(nextOrgCode("", "A99")).toBe("B01");
    expect(nextOrgCode("A01", null)).toBe("A01A01");
    expect(nextOrgCode("A01", "A01A05")).toBe("A01A06");
    expect(nextOrgCode("A01A05", "A01A05C99")).toBe("A01A05D01");
  });

  it("has no code after Z99 (instead of JeecgBoot's extra level)", () => {
    expect(nextOrgCode("A01", "A01Z99")).toBe("");
  });

  it("reads the level from the length: three characters a level", () => {
    expect([orgLevel("A01"), orgLevel("A01A05"), orgLevel("A01A05A01")]).toEqual([1, 2, 3]);
  });
});

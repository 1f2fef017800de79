import { describe, expect, it } from "vitest";
import { parseFilterValue, splitList } from "./filter-value";

describe("parseFilterValue (JeecgBoot's convert2Rule)", () => {
  it.each([
    ["admin", "eq", ["admin"]],
    ["*adm*", "like", ["adm"]],
    ["*min", "left_like", ["min"]],
    ["adm*", "right_like", ["adm"]],
    ["a,b, c", "in", ["a", "b", "c"]],
    ["!admin", "ne", ["admin"]],
    [">= 5", "ge", ["5"]],
    ["> 5", "gt", ["5"]],
    ["<= 3", "le", ["3"]],
    ["< 3", "lt", ["3"]],
    ["!= x", "ne", ["x"]],
    ["= x", "eq", ["x"]],
    // @kanya/core's wrapTextFilter sends the operator without a space.
    [">=5", "ge", ["5"]],
    ["<=3", "le", ["3"]],
    [">5", "gt", ["5"]],
    ["<3", "lt", ["3"]],
    ["!=x", "ne", ["x"]],
    // Wildcards win over commas, as in JeecgBoot (a like value may contain a comma).
    ["*a,b*", "like", ["a,b"]],
    ["  spaced  ", "eq", ["spaced"]],
    ["=x", "eq", ["=x"]],
    ["**", "like", [""]],
  ])("%j → %s %j", (raw, rule, values) => {
    expect(parseFilterValue(raw)).toEqual({ rule, values });
  });

  it("treats empty values (and bare operators) as no filter", () => {
    expect(parseFilterValue("")).toBeUndefined();
    expect(parseFilterValue("   ")).toBeUndefined();
    expect(parseFilterValue(">= ")).toBeUndefined();
  });

  it("splits lists, dropping empty entries", () => {
    expect(splitList(" a,,b ,")).toEqual(["a", "b"]);
  });
});

import { describe, expect, it } from "vitest";
import { isConditionJson } from "./condition-json";
import { joinValues, splitValues } from "./split-values";

describe("isConditionJson (spec §5: the condition must be a JSON object string)", () => {
  it("accepts none, blank and a JSON object", () => {
    expect(isConditionJson(undefined)).toBe(true);
    expect(isConditionJson("  ")).toBe(true);
    expect(isConditionJson('{"status":"1"}')).toBe(true);
  });

  it("refuses text, arrays, null and numbers", () => {
    for (const bad of ["status=1", "[1,2]", "null", "3", '"x"', "{oops"])
      expect(isConditionJson(bad)).toBe(false);
  });
});

describe("multi-value strings", () => {
  it("split without empty parts and join with the separator (default comma)", () => {
    expect(splitValues("a,,b")).toEqual(["a", "b"]);
    expect(splitValues("a|b", "|")).toEqual(["a", "b"]);
    expect(splitValues(1)).toEqual(["1"]);
    expect(splitValues(0)).toEqual(["0"]);
    expect(splitValues(null)).toEqual([]);
    expect(joinValues(["a", "b"])).toBe("a,b");
    expect(joinValues(["a", "b"], "|")).toBe("a|b");
  });
});

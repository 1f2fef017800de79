import { describe, expect, it } from "vitest";
import {
  applySuperQuery,
  changeRule,
  conditionValues,
  QUERY_RULES,
  type QueryCondition,
  toWireConditions,
  withConditionValues,
} from "./index.js";

const condition = (overrides: Partial<QueryCondition> = {}): QueryCondition => ({
  field: "sex",
  rule: "eq",
  val: "1",
  type: "list",
  ...overrides,
});

describe("query conditions (spec §4 'Advanced query', §9 'Query rules')", () => {
  it("offers the ten rules", () => {
    expect(QUERY_RULES).toEqual([
      "eq",
      "like",
      "right_like",
      "left_like",
      "in",
      "ne",
      "gt",
      "ge",
      "lt",
      "le",
    ]);
  });

  it("in holds several values; switching away keeps only the first", () => {
    const many = condition({ rule: "in", val: "1,2,3" });
    expect(conditionValues(many)).toEqual(["1", "2", "3"]);
    expect(changeRule(many, "eq")).toEqual(condition({ rule: "eq", val: "1" }));
    expect(changeRule(condition({ rule: "in", val: "" }), "ne")).toEqual(condition({ rule: "ne", val: "" }));
    // Into in, or between single-value rules, the value stays as it is.
    expect(changeRule(condition({ val: "a,b" }), "in")).toEqual(condition({ rule: "in", val: "a,b" }));
    expect(changeRule(condition({ val: "a,b" }), "like").val).toBe("a,b");
  });

  it("takes a multi-select's values under in, only the first under other rules", () => {
    expect(withConditionValues(condition({ rule: "in" }), ["1", "2"]).val).toBe("1,2");
    expect(withConditionValues(condition({ rule: "eq" }), ["1", "2"]).val).toBe("1");
    expect(withConditionValues(condition({ rule: "in" }), []).val).toBe("");
  });

  it("refuses to query an empty condition set: 不能查询空条件", () => {
    expect(applySuperQuery([])).toEqual({ ok: false, message: "不能查询空条件" });
    expect(applySuperQuery([condition({ val: "" })])).toEqual({ ok: false, message: "不能查询空条件" });
    expect(applySuperQuery([condition({ field: "" })], "or", "en-US")).toEqual({
      ok: false,
      message: "Cannot query with empty conditions",
    });
  });

  it("applies the complete conditions with the match type (default and)", () => {
    const rows = [condition(), condition({ field: "name", val: "" })];
    expect(applySuperQuery(rows)).toEqual({
      ok: true,
      query: { conditions: [condition()], matchType: "and" },
    });
    expect(applySuperQuery(rows, "or")).toMatchObject({ ok: true, query: { matchType: "or" } });
  });

  it("drops options where a dictCode can reload them, as JeecgBoot does before sending", () => {
    const withDict = condition({ dictCode: "sex", options: [{ value: "1", text: "男" }] });
    const withOptionsOnly = condition({ options: [{ value: "1", text: "男" }] });
    expect(toWireConditions([withDict, withOptionsOnly])).toEqual([
      condition({ dictCode: "sex" }),
      withOptionsOnly,
    ]);
  });
});

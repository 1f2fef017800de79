import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  encodeSuperQuery,
  parseMatchType,
  parseSuperQuery,
  QUERY_RULES,
  type QueryCondition,
} from "./index.js";

const conditionArb: fc.Arbitrary<QueryCondition> = fc.record(
  {
    field: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/),
    rule: fc.constantFrom(...QUERY_RULES),
    val: fc.string({ minLength: 1 }),
    type: fc.constantFrom("string", "int", "date", "list"),
    dictCode: fc.constantFrom("sex", "sys_user,realname,username"),
    dictText: fc.string(),
    options: fc.array(fc.record({ value: fc.string(), text: fc.string() }, { requiredKeys: ["value"] }), {
      maxLength: 2,
    }),
  },
  { requiredKeys: ["field", "rule", "val"] },
);

describe("superQueryParams on the wire (jeecg-api.md §3)", () => {
  it("round-trips: parseSuperQuery(encodeSuperQuery(c)) gives the conditions as sent", () => {
    fc.assert(
      fc.property(fc.array(conditionArb, { maxLength: 4 }), (conditions) => {
        const expected = conditions.map(({ options, ...rest }) =>
          rest.dictCode === undefined && options !== undefined ? { ...rest, options } : rest,
        );
        expect(parseSuperQuery(encodeSuperQuery(conditions))).toEqual({ ok: true, conditions: expected });
      }),
      { numRuns: 200 },
    );
  });

  it("keeps +, &, # and % inside values intact through URL encoding", () => {
    const conditions: QueryCondition[] = [{ field: "name", rule: "like", val: "a+b&c#d%e 张" }];
    const encoded = encodeSuperQuery(conditions);
    expect(encoded).not.toMatch(/[+&#\s]/);
    expect(parseSuperQuery(encoded)).toEqual({ ok: true, conditions });
  });

  it("reads JeecgBoot's encodeURI form and JSON a framework already decoded", () => {
    const json = JSON.stringify([{ field: "sex", rule: "eq", val: "1", type: "list", dictCode: "sex" }]);
    const expected = {
      ok: true,
      conditions: [{ field: "sex", rule: "eq", val: "1", type: "list", dictCode: "sex" }],
    };
    expect(parseSuperQuery(encodeURI(json))).toEqual(expected);
    expect(parseSuperQuery(json)).toEqual(expected);
    // Decoded JSON is not decoded again, so a literal % survives.
    expect(parseSuperQuery('[{"field":"rate","rule":"eq","val":"50%"}]')).toEqual({
      ok: true,
      conditions: [{ field: "rate", rule: "eq", val: "50%" }],
    });
  });

  it("drops incomplete rows when encoding, reads an absent parameter as no conditions", () => {
    expect(decodeURIComponent(encodeSuperQuery([{ field: "a", rule: "eq", val: "" }]))).toBe("[]");
    expect(parseSuperQuery(undefined)).toEqual({ ok: true, conditions: [] });
    expect(parseSuperQuery("")).toEqual({ ok: true, conditions: [] });
  });

  it("turns numbers and arrays in val into the text form (IN values comma-joined)", () => {
    const raw = JSON.stringify([
      { field: "age", rule: "gt", val: 18 },
      { field: "sex", rule: "in", val: ["1", 2] },
    ]);
    expect(parseSuperQuery(raw)).toEqual({
      ok: true,
      conditions: [
        { field: "age", rule: "gt", val: "18" },
        { field: "sex", rule: "in", val: "1,2" },
      ],
    });
  });

  it.each([
    ["%E0%A4%A", "encoding", "高级查询参数编码不正确"],
    [42, "encoding", "高级查询参数编码不正确"],
    ["%5Bnot json", "json", "高级查询参数不是合法的JSON"],
    [encodeURIComponent('{"field":"a"}'), "not-array", "高级查询参数应为条件数组"],
    [
      '[{"field":"a","rule":"eq","val":"1"},{"field":"a;drop","rule":"eq","val":"1"}]',
      "condition",
      "第2个高级查询条件不正确：字段名无效",
    ],
    ['[{"field":"a","rule":"between","val":"1"}]', "condition", "第1个高级查询条件不正确：查询规则无效"],
    ['[{"field":"a","rule":"eq","val":{"x":1}}]', "condition", "第1个高级查询条件不正确：值无效"],
    [
      '[{"field":"a","rule":"eq","val":"1","dictCode":3}]',
      "condition",
      "第1个高级查询条件不正确：属性 dictCode 类型不正确",
    ],
    ["[1]", "condition", "第1个高级查询条件不正确：不是对象"],
  ] as const)("refuses %j with a %s error result", (raw, code, message) => {
    expect(parseSuperQuery(raw)).toEqual({
      ok: false,
      error: code === "condition" ? { code, message, index: expect.any(Number) } : { code, message },
    });
  });

  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        expect(typeof parseSuperQuery(raw).ok).toBe("boolean");
      }),
      { numRuns: 300 },
    );
  });

  it("reads superQueryMatchType: and/or in any case, default and", () => {
    expect(parseMatchType(undefined)).toEqual({ ok: true, matchType: "and" });
    expect(parseMatchType("OR")).toEqual({ ok: true, matchType: "or" });
    expect(parseMatchType("xor")).toEqual({ ok: false, message: "匹配方式只能是 and 或 or" });
  });
});

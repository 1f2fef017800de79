import { describe, expect, it } from "vitest";
import {
  applySuperQuery,
  encodeSuperQuery,
  MAX_QUERY_DEPTH,
  parseSavedQueries,
  parseSuperQuery,
  type QueryNode,
  queryDepth,
  saveQuery,
  superQueryFilter,
  toWireConditions,
} from "./index.js";

const age: QueryNode = { field: "age", rule: "ge", val: "18" };
const name: QueryNode = { field: "realname", rule: "like", val: "张" };
const sex: QueryNode = { field: "sex", rule: "eq", val: "1" };
const blank: QueryNode = { field: "", rule: "eq", val: "" };

describe("nested condition groups (issue 13, beyond JSuperQuery)", () => {
  it("sends a group as {matchType, children} among the conditions and reads it back", () => {
    const nodes: QueryNode[] = [age, { matchType: "or", children: [name, sex] }];
    const wire = decodeURIComponent(encodeSuperQuery(nodes));
    expect(JSON.parse(wire)).toEqual([age, { matchType: "or", children: [name, sex] }]);
    expect(parseSuperQuery(encodeSuperQuery(nodes))).toEqual({ ok: true, conditions: nodes });
  });

  it("keeps JeecgBoot's flat array exactly as before", () => {
    const json = JSON.stringify([age, name]);
    expect(parseSuperQuery(encodeURI(json))).toEqual({ ok: true, conditions: [age, name] });
    expect(superQueryFilter([age, name], "or")).toEqual({
      kind: "or",
      items: [
        { kind: "condition", condition: age },
        { kind: "condition", condition: name },
      ],
    });
  });

  it("drops incomplete rows and groups left empty, on the wire and in the filter", () => {
    const nodes: QueryNode[] = [
      blank,
      { matchType: "or", children: [blank] },
      { matchType: "and", children: [sex] },
    ];
    expect(toWireConditions(nodes)).toEqual([{ matchType: "and", children: [sex] }]);
    // A group of one is that one condition.
    expect(superQueryFilter(nodes)).toEqual({ kind: "condition", condition: sex });
    expect(superQueryFilter([blank, { matchType: "or", children: [] }])).toBeUndefined();
    expect(applySuperQuery([{ matchType: "or", children: [blank] }])).toEqual({
      ok: false,
      message: "不能查询空条件",
    });
  });

  it("builds the filter tree: top level by superQueryMatchType, each group by its own", () => {
    const nodes: QueryNode[] = [
      age,
      { matchType: "or", children: [name, { matchType: "and", children: [sex, age] }] },
    ];
    expect(superQueryFilter(nodes, "and")).toEqual({
      kind: "and",
      items: [
        { kind: "condition", condition: age },
        {
          kind: "or",
          items: [
            { kind: "condition", condition: name },
            {
              kind: "and",
              items: [
                { kind: "condition", condition: sex },
                { kind: "condition", condition: age },
              ],
            },
          ],
        },
      ],
    });
  });

  it(`allows ${MAX_QUERY_DEPTH} levels and refuses a fourth with a clear Chinese message`, () => {
    const three: QueryNode[] = [{ matchType: "or", children: [{ matchType: "and", children: [age, sex] }] }];
    expect(queryDepth(three)).toBe(3);
    expect(parseSuperQuery(encodeSuperQuery(three)).ok).toBe(true);
    const four: QueryNode[] = [
      name,
      { matchType: "or", children: [{ matchType: "and", children: [{ matchType: "or", children: [age] }] }] },
    ];
    expect(queryDepth(four)).toBe(4);
    expect(parseSuperQuery(encodeSuperQuery(four))).toEqual({
      ok: false,
      error: { code: "depth", index: 1, message: "高级查询条件组最多嵌套3层（第2.1.1个条件）" },
    });
    expect(applySuperQuery(four)).toEqual({ ok: false, message: "高级查询条件组最多嵌套3层（第2个条件）" });
  });

  it("names a bad nested condition by its path, and bad groups by what is wrong", () => {
    const bad = (nodes: unknown) => parseSuperQuery(JSON.stringify(nodes));
    expect(bad([age, { matchType: "or", children: [name, { field: "x y", rule: "eq", val: "1" }] }])).toEqual(
      {
        ok: false,
        error: { code: "condition", index: 1, message: "第2.2个高级查询条件不正确：字段名无效" },
      },
    );
    expect(bad([{ matchType: "xor", children: [age] }])).toEqual({
      ok: false,
      error: {
        code: "condition",
        index: 0,
        message: "第1个高级查询条件不正确：条件组的匹配方式只能是 and 或 or",
      },
    });
    expect(bad([{ matchType: "OR", children: [age] }])).toEqual({
      ok: true,
      conditions: [{ matchType: "or", children: [age] }],
    });
    expect(bad([{ matchType: "and", children: "age" }])).toMatchObject({
      ok: false,
      error: { message: "第1个高级查询条件不正确：条件组的 children 应为条件数组" },
    });
    expect(parseSuperQuery(JSON.stringify([{ matchType: "and", children: [] }]), "en-US")).toEqual({
      ok: true,
      conditions: [{ matchType: "and", children: [] }],
    });
  });

  it("saved queries keep their groups, and a stored entry nested too deep is skipped", () => {
    const records: QueryNode[] = [age, { matchType: "or", children: [name, sex] }];
    const outcome = saveQuery([], "成年张姓或男性", { records, matchType: "and" });
    expect(outcome.status).toBe("saved");
    const list = outcome.status === "saved" ? outcome.list : [];
    expect(parseSavedQueries(JSON.parse(JSON.stringify(list)))).toEqual([
      { title: "成年张姓或男性", matchType: "and", records },
    ]);
    const tooDeep = [
      {
        title: "过深",
        matchType: "and",
        records: [
          {
            matchType: "or",
            children: [{ matchType: "or", children: [{ matchType: "or", children: [age] }] }],
          },
        ],
      },
    ];
    expect(parseSavedQueries(tooDeep)).toEqual([]);
  });
});

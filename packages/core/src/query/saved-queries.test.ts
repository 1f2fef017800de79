import { describe, expect, it } from "vitest";
import {
  parseSavedQueries,
  type QueryCondition,
  removeSavedQuery,
  type SavedQuery,
  savedQueriesStorageKey,
  saveQuery,
} from "./index.js";

const age: QueryCondition = { field: "age", rule: "gt", val: "18", type: "int" };
const name: QueryCondition = { field: "name", rule: "like", val: "张", type: "string" };

describe("saved advanced queries (spec §4, §5 'Advanced query')", () => {
  it("live under JSuperQuerySaved_ plus the save code, or else the route path", () => {
    expect(savedQueriesStorageKey({ routePath: "/isps/orderList" })).toBe("JSuperQuerySaved_/isps/orderList");
    expect(savedQueriesStorageKey({ saveCode: "orders", routePath: "/isps/orderList" })).toBe(
      "JSuperQuerySaved_orders",
    );
  });

  it("refuses empty conditions first: 空条件不能保存", () => {
    expect(saveQuery([], "", { records: [{ ...age, val: "" }] })).toEqual({
      status: "empty-conditions",
      message: "空条件不能保存",
    });
  });

  it("refuses an empty name: 保存名称不能为空", () => {
    expect(saveQuery([], "  ", { records: [age] })).toEqual({
      status: "name-empty",
      message: "保存名称不能为空",
    });
  });

  it("saves a new query last: 保存成功", () => {
    const first: SavedQuery = { title: "成年", matchType: "and", records: [age] };
    const outcome = saveQuery([first], " 张姓 ", { matchType: "or", records: [name] });
    expect(outcome).toEqual({
      status: "saved",
      message: "保存成功",
      overwritten: false,
      list: [first, { title: "张姓", matchType: "or", records: [name] }],
    });
  });

  it("asks before overwriting '{name} 已存在，是否覆盖？', then overwrites in place", () => {
    const list: SavedQuery[] = [
      { title: "成年", matchType: "and", records: [age] },
      { title: "张姓", matchType: "and", records: [name] },
    ];
    expect(saveQuery(list, "成年", { records: [name] })).toEqual({
      status: "needs-confirmation",
      message: "成年 已存在，是否覆盖？",
      name: "成年",
    });
    const outcome = saveQuery(list, "成年", { records: [name] }, { overwrite: true });
    expect(outcome).toMatchObject({ status: "saved", overwritten: true });
    if (outcome.status === "saved") {
      expect(outcome.list.map((saved) => [saved.title, saved.records])).toEqual([
        ["成年", [name]],
        ["张姓", [name]],
      ]);
    }
    expect(list[0]?.records).toEqual([age]); // the given list is not changed
    expect(saveQuery(list, "成年", { records: [name] }, { locale: "en-US" })).toMatchObject({
      message: "成年 already exists. Overwrite it?",
    });
  });

  it("removes by name", () => {
    const list: SavedQuery[] = [{ title: "成年", matchType: "and", records: [age] }];
    expect(removeSavedQuery(list, "成年")).toEqual([]);
  });

  it("reads a stored list, skipping entries it cannot trust", () => {
    const stored: unknown = [
      { title: "成年", matchType: "or", records: [age] },
      { title: "坏规则", matchType: "and", records: [{ field: "age", rule: "between", val: "1" }] },
      { title: "", records: [] },
      "junk",
      { title: "无匹配方式", records: [{ field: "age", rule: "gt", val: 18 }] },
    ];
    expect(parseSavedQueries(stored)).toEqual([
      { title: "成年", matchType: "or", records: [age] },
      { title: "无匹配方式", matchType: "and", records: [{ field: "age", rule: "gt", val: "18" }] },
    ]);
    expect(parseSavedQueries({ not: "a list" })).toEqual([]);
  });
});

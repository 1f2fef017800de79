import { describe, expect, it } from "vitest";
import { BusinessError } from "../errors";
import { escapeLike, parseDateTimeRange, parseListRequest, parsePaging, parseSort } from "./list-request";
import type { ListField } from "./spec";

const fields: Record<string, ListField> = {
  username: { column: "username", type: "string" },
  realname: { column: "realname", type: "string" },
  sex: { column: "sex", type: "integer" },
  birthday: { column: "birthday", type: "date" },
  createTime: { column: "create_time", type: "datetime" },
  sortNo: { column: "sort_no", type: "number" },
  password: { column: "password", type: "string", filter: false, sort: false },
};
const spec = { fields };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BusinessError);
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
}

const at = (text: string) => new Date(`${text.replace(" ", "T")}+08:00`);

describe("paging", () => {
  it("defaults to page 1 of 10 and reads positive integers", () => {
    expect(parsePaging({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(parsePaging({ pageNo: "3", pageSize: "50" })).toEqual({ pageNo: 3, pageSize: 50 });
    expect(parsePaging({ pageNo: "", pageSize: " " })).toEqual({ pageNo: 1, pageSize: 10 });
    expect(parsePaging({ pageSize: "1000" }).pageSize).toBe(1000);
  });

  it("serves a page larger than the list allows at the list's largest size (JeecgBoot's 9999 = all)", () => {
    expect(parsePaging({ pageSize: "1001" }).pageSize).toBe(1000);
    expect(parsePaging({ pageSize: "99999" }).pageSize).toBe(1000);
    expect(parsePaging({ pageSize: "9999" }, 10_000).pageSize).toBe(9999);
    expect(parsePaging({ pageSize: "99999" }, 10_000).pageSize).toBe(10_000);
    expect(parseListRequest({ fields, maxPageSize: 10_000 }, { pageSize: "99999" }).pageSize).toBe(10_000);
  });

  it.each([
    ["pageNo", "0"],
    ["pageNo", "-1"],
    ["pageNo", "1.5"],
    ["pageNo", "abc"],
    ["pageSize", "0"],
    ["pageSize", "-1"],
    ["pageSize", "1e3"],
    ["pageSize", "99999999999999999"],
  ])("refuses %s=%s with a clear message", (name, value) => {
    expect(refusal(() => parsePaging({ [name]: value }))).toContain(`分页参数${name}`);
  });
});

describe("sorting", () => {
  it("defaults to createTime desc, and to the spec's default when it has one", () => {
    expect(parseSort(spec, {})).toEqual([{ column: "create_time", order: "desc" }]);
    expect(parseSort({ fields, defaultSort: { field: "sortNo", order: "asc" } }, {})).toEqual([
      { column: "sort_no", order: "asc" },
    ]);
    expect(parseSort({ fields: { a: { column: "a", type: "string" } } }, {})).toEqual([]);
  });

  it("maps camelCase names to columns, several of them, stripping _dictText", () => {
    expect(parseSort(spec, { column: "sex_dictText,username", order: "asc" })).toEqual([
      { column: "sex", order: "asc" },
      { column: "username", order: "asc" },
    ]);
    expect(parseSort(spec, { column: "username", order: "DESC" })).toEqual([
      { column: "username", order: "desc" },
    ]);
    expect(parseSort(spec, { column: "username", order: "ascend" })).toEqual([
      { column: "username", order: "asc" },
    ]);
    expect(parseSort(spec, { column: "username" })).toEqual([{ column: "username", order: "desc" }]);
  });

  it("falls back to the unique column when createTime is asked of a spec without it (JeecgBoot)", () => {
    expect(parseSort({ fields: { a: { column: "a", type: "string" } } }, { column: "createTime" })).toEqual(
      [],
    );
  });

  it.each([
    "id;drop table sys_user",
    "create_time",
    "password",
    "toString",
    "__proto__",
    "username desc",
    "(select 1)",
  ])("refuses column=%s with JeecgBoot's message", (column) => {
    expect(refusal(() => parseSort(spec, { column }))).toBe(`请注意，将要排序的列字段不存在：${column}`);
  });

  it.each(["desc,(select 1)", "asc;", "random"])("refuses order=%s", (order) => {
    expect(refusal(() => parseSort(spec, { column: "username", order }))).toContain(
      "排序方式order只能是asc或desc",
    );
  });
});

describe("query-parameter filters", () => {
  const condition = (params: Record<string, string>) => parseListRequest(spec, params).condition;

  it("reads every wrap on a string field", () => {
    expect(condition({ username: "ad*" })).toEqual({
      kind: "like",
      column: "username",
      pattern: "ad%",
      asText: false,
    });
    expect(condition({ username: "*in" })).toEqual({
      kind: "like",
      column: "username",
      pattern: "%in",
      asText: false,
    });
    expect(condition({ username: "*dm*" })).toEqual({
      kind: "like",
      column: "username",
      pattern: "%dm%",
      asText: false,
    });
    expect(condition({ username: "a,b" })).toEqual({ kind: "in", column: "username", values: ["a", "b"] });
    expect(condition({ username: "!a" })).toEqual({
      kind: "compare",
      column: "username",
      op: "<>",
      value: "a",
    });
    expect(condition({ username: "a" })).toEqual({
      kind: "compare",
      column: "username",
      op: "=",
      value: "a",
    });
    expect(condition({ username_MultiString: "a,b" })).toEqual({
      kind: "in",
      column: "username",
      values: ["a", "b"],
    });
  });

  it("escapes LIKE wildcards typed by the user", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(condition({ username: "*5%*" })).toMatchObject({ pattern: "%5\\%%" });
  });

  it("types numbers, and refuses text for them", () => {
    expect(condition({ sex: ">= 1" })).toEqual({ kind: "compare", column: "sex", op: ">=", value: 1 });
    expect(condition({ sex: "<2" })).toEqual({ kind: "compare", column: "sex", op: "<", value: 2 });
    expect(condition({ sex: "1,2" })).toEqual({ kind: "in", column: "sex", values: [1, 2] });
    expect(condition({ sortNo: "> 1.5" })).toEqual({
      kind: "compare",
      column: "sort_no",
      op: ">",
      value: 1.5,
    });
    expect(condition({ sex: "*1*" })).toEqual({ kind: "like", column: "sex", pattern: "%1%", asText: true });
    expect(refusal(() => condition({ sex: "1 or 1=1" }))).toBe("查询条件sex的值不正确：1 or 1=1");
    expect(refusal(() => condition({ sortNo: "NaN" }))).toBe("查询条件sortNo的值不正确：NaN");
  });

  it("reads ranges: _begin and _end, a bare date spanning its whole day on datetime fields", () => {
    expect(condition({ createTime_begin: "2024-01-01", createTime_end: "2024-01-31" })).toEqual({
      kind: "and",
      items: [
        { kind: "compare", column: "create_time", op: ">=", value: at("2024-01-01 00:00:00") },
        { kind: "compare", column: "create_time", op: "<", value: at("2024-02-01 00:00:00") },
      ],
    });
    expect(condition({ createTime_end: "2024-01-31 12:00:00" })).toEqual({
      kind: "compare",
      column: "create_time",
      op: "<=",
      value: at("2024-01-31 12:00:00"),
    });
    expect(condition({ birthday_begin: "1990-01-01" })).toEqual({
      kind: "compare",
      column: "birthday",
      op: ">=",
      value: "1990-01-01",
    });
    expect(condition({ createTime: "2024-02-29" })).toMatchObject({ kind: "and" });
    expect(refusal(() => condition({ createTime: "2023-02-29" }))).toBe(
      "查询条件createTime的值不正确：2023-02-29",
    );
    expect(refusal(() => condition({ birthday: "yesterday" }))).toBe("查询条件birthday的值不正确：yesterday");
    expect(refusal(() => condition({ createTime: "*2024*" }))).toBe("查询条件createTime不支持模糊查询");
  });

  it("ignores parameters that are not allow-listed filter fields", () => {
    expect(condition({ password: "x", _t: "1", departId: "d", "1=1": "1" })).toBeUndefined();
  });

  it("ANDs several filters", () => {
    expect(condition({ username: "a", realname: "*b*" })).toMatchObject({ kind: "and", items: [{}, {}] });
  });
});

describe("superQuery", () => {
  const encode = (conditions: unknown) => encodeURIComponent(JSON.stringify(conditions));
  const condition = (params: Record<string, string>) => parseListRequest(spec, params).condition;

  it("applies complete conditions on allow-listed fields, ANDed or ORed", () => {
    const superQueryParams = encode([
      { field: "username", rule: "right_like", val: "ad" },
      { field: "sex", rule: "in", val: "1,2" },
      { field: "realname", rule: "eq", val: "" },
    ]);
    expect(condition({ superQueryParams })).toEqual({
      kind: "and",
      items: [
        { kind: "like", column: "username", pattern: "ad%", asText: false },
        { kind: "in", column: "sex", values: [1, 2] },
      ],
    });
    expect(condition({ superQueryParams, superQueryMatchType: "or" })).toMatchObject({ kind: "or" });
  });

  it("refuses malformed input with @kanya/core's messages", () => {
    expect(refusal(() => condition({ superQueryParams: "%E0%A4%A" }))).toBe("高级查询参数编码不正确");
    expect(refusal(() => condition({ superQueryParams: "[{" }))).toBe("高级查询参数不是合法的JSON");
    expect(refusal(() => condition({ superQueryParams: encode({}) }))).toBe("高级查询参数应为条件数组");
    expect(refusal(() => condition({ superQueryMatchType: "xor" }))).toBe("匹配方式只能是 and 或 or");
    expect(
      refusal(() => condition({ superQueryParams: encode([{ field: "1=1 or x", rule: "eq", val: "1" }]) })),
    ).toBe("第1个高级查询条件不正确：字段名无效");
  });

  it("refuses fields outside the allow-list", () => {
    for (const field of ["password", "create_time", "constructor", "sys_user.username"]) {
      expect(refusal(() => condition({ superQueryParams: encode([{ field, rule: "eq", val: "1" }]) }))).toBe(
        `高级查询字段不存在：${field}`,
      );
    }
  });

  it("types values per field", () => {
    const superQueryParams = encode([{ field: "sex", rule: "gt", val: "x" }]);
    expect(refusal(() => condition({ superQueryParams }))).toBe("查询条件sex的值不正确：x");
  });
});

describe("field lists", () => {
  it("accepts JeecgBoot's field list and refuses anything that is not a name", () => {
    expect(() => parseListRequest(spec, { field: "id,,,username,sex_dictText,action,a.b" })).not.toThrow();
    expect(refusal(() => parseListRequest(spec, { field: "id,1=1;drop table sys_user" }))).toBe(
      "字段列表field包含不合法的字段名：1=1;drop table sys_user",
    );
  });
});

describe("parseDateTimeRange", () => {
  it("reads dates and times in GMT+8", () => {
    expect(parseDateTimeRange("2024-01-01 08:30")).toEqual({
      start: at("2024-01-01 08:30:00"),
      end: at("2024-01-01 08:30:00"),
      exact: true,
    });
    expect(parseDateTimeRange("2024-01-01 24:00:00")).toBeUndefined();
  });
});

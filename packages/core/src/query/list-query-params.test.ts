import { describe, expect, it } from "vitest";
import { buildListQueryParams, parseSuperQuery, type QueryCondition } from "./index.js";

describe("buildListQueryParams (spec §3 'List query state' + 'Query payload additions')", () => {
  it("defaults: page 1, size 10, createTime desc, field id,", () => {
    expect(buildListQueryParams({})).toEqual({
      column: "createTime",
      order: "desc",
      field: "id,",
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("builds the flat JeecgBoot parameters from the list state", () => {
    const params = buildListQueryParams({
      queryParam: {
        name: "*张*",
        sex: "1",
        status: "",
        birthday_begin: "2000-01-01",
        tags: ["a", "b"],
        remark: null,
      },
      pagination: { current: 3, pageSize: 20 },
      sorter: { column: "age", order: "ascend" },
      filters: { level: ["1", "2"], kind: [] },
      columns: [{ dataIndex: "name" }, { dataIndex: "sex_dictText" }, {}],
      queryParamCode: "Q1",
      queryType: "2",
      departId: "D01",
      belong: "self",
    });
    expect(params).toEqual({
      name: "*张*",
      sex: "1",
      birthday_begin: "2000-01-01",
      tags: "a,b",
      column: "age",
      order: "asc",
      level: "1,2",
      queryParamCode: "Q1",
      queryType: "2",
      departId: "D01",
      belong: "self",
      field: "id,,name,sex_dictText",
      pageNo: 3,
      pageSize: 20,
    });
  });

  it("maps antd's descend, and falls back to the default sort when the sort is cleared", () => {
    expect(buildListQueryParams({ sorter: { column: "age", order: "descend" } })).toMatchObject({
      column: "age",
      order: "desc",
    });
    expect(buildListQueryParams({ sorter: { column: "age", order: null } })).toMatchObject({
      column: "createTime",
      order: "desc",
    });
  });

  it("sends the channel code as channelId, except code 0; channel_id as given", () => {
    expect(buildListQueryParams({ code: 7 }).channelId).toBe(7);
    expect(buildListQueryParams({ code: "11" }).channelId).toBe("11");
    expect(buildListQueryParams({ code: 0 })).not.toHaveProperty("channelId");
    expect(buildListQueryParams({ code: "0" })).not.toHaveProperty("channelId");
    expect(buildListQueryParams({ channel_id: 3 }).channel_id).toBe(3);
  });

  it("adds the applied advanced query, encoded, with its match type", () => {
    const adult: QueryCondition = { field: "age", rule: "gt", val: "18" };
    const blank: QueryCondition = { field: "name", rule: "eq", val: "" };
    const params = buildListQueryParams({ superQuery: { conditions: [adult, blank], matchType: "or" } });
    expect(params.superQueryMatchType).toBe("or");
    expect(parseSuperQuery(params.superQueryParams)).toEqual({ ok: true, conditions: [adult] });
    // Nothing complete, nothing sent (not even the match type).
    expect(buildListQueryParams({ superQuery: { conditions: [blank] } })).not.toHaveProperty(
      "superQueryMatchType",
    );
  });

  it("lets sort, filters and paging win over same-named form fields, as JeecgBoot's Object.assign order", () => {
    const params = buildListQueryParams({
      queryParam: { column: "x", pageNo: 9, level: "9" },
      filters: { level: ["1"] },
    });
    expect(params).toMatchObject({ column: "createTime", pageNo: 1, level: "1" });
  });
});

import { buildListQueryParams } from "@kanya/core/query";
import { describe, expect, it } from "vitest";
import {
  filterKeyOf,
  filterRequestParams,
  filterRowsLocally,
  hasFilter,
  mergeFilterOptions,
  withFilter,
} from "./column-filters";
import type { DataTableColumn } from "./data-table-types";

describe("column filters → request parameters", () => {
  it("sends each chosen column as <key>=v1,v2 and leaves out columns with nothing chosen", () => {
    expect(filterRequestParams({ sex: ["1", "2"], status: ["1"], level: [] })).toEqual({
      sex: "1,2",
      status: "1",
    });
    expect(filterRequestParams({})).toEqual({});
  });

  it("rides the JeecgBoot list request beside sort and paging", () => {
    const filters = withFilter({}, "sex", ["1", "2"]);
    expect(
      buildListQueryParams({
        filters,
        sorter: { column: "username", order: "asc" },
        pagination: { current: 1, pageSize: 10 },
      }),
    ).toEqual({ column: "username", order: "asc", sex: "1,2", field: "id,", pageNo: 1, pageSize: 10 });
  });

  it("keys a column as Ant Design does: its key, else its dataIndex", () => {
    expect(filterKeyOf({ key: "sex", dataIndex: "sex_dictText" })).toBe("sex");
    expect(filterKeyOf({ dataIndex: "status" })).toBe("status");
    expect(filterKeyOf({})).toBeUndefined();
  });

  it("replaces one column's choice and drops a column whose choice is emptied", () => {
    const chosen = withFilter({ sex: ["1"] }, "status", ["2"]);
    expect(chosen).toEqual({ sex: ["1"], status: ["2"] });
    expect(withFilter(chosen, "sex", [])).toEqual({ status: ["2"] });
  });
});

describe("filter options", () => {
  it("offers a filter for own options or a dictionary, not for an empty list", () => {
    expect(hasFilter({ title: "性别", filters: [{ text: "男", value: "1" }] })).toBe(true);
    expect(hasFilter({ title: "状态", filterDictCode: "user_status" })).toBe(true);
    expect(hasFilter({ title: "姓名", filters: [] })).toBe(false);
  });

  it("puts the column's own choices first, then the dictionary items it lacks", () => {
    expect(
      mergeFilterOptions(
        [{ text: "全部男性", value: "1" }],
        [
          { value: "1", text: "男" },
          { value: "2", text: "女" },
        ],
      ),
    ).toEqual([
      { text: "全部男性", value: "1" },
      { text: "女", value: "2" },
    ]);
  });
});

describe("onFilter (local filtering of the shown page)", () => {
  type Row = { id: string; sex: string; name: string };
  const rows: Row[] = [
    { id: "a", sex: "1", name: "张三" },
    { id: "b", sex: "2", name: "李四" },
    { id: "c", sex: "1", name: "王五" },
  ];
  const columns: DataTableColumn<Row>[] = [
    { title: "性别", dataIndex: "sex", onFilter: (value, row) => row.sex === value },
    { title: "姓名", dataIndex: "name" },
  ];

  it("keeps rows matching any chosen value of a column with onFilter", () => {
    expect(filterRowsLocally(rows, columns, { sex: ["2"] }).map((row) => row.id)).toEqual(["b"]);
    expect(filterRowsLocally(rows, columns, { sex: ["1", "2"] })).toHaveLength(3);
  });

  it("leaves server-filtered columns (no onFilter) and empty choices alone", () => {
    expect(filterRowsLocally(rows, columns, { name: ["张三"] })).toBe(rows);
    expect(filterRowsLocally(rows, columns, { sex: [] })).toBe(rows);
  });
});

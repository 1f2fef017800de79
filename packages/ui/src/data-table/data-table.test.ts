import { describe, expect, it } from "vitest";
import { rangeTsv } from "../grid-core/range-text";
import { cellText, copyValueOf } from "./data-cells";
import { DEFAULT_SORTER } from "./data-table-types";
import { checkAllState, toggleAllKeys, toggleRowKey } from "./selection";
import { childrenFromResult } from "./tree-children";
import { nextSorter } from "./use-data-table";

describe("selection", () => {
  it("keeps keys from other pages when a page is checked or cleared, skipping disabled rows", () => {
    const otherPage = ["u1", "u2"];
    const selectable = ["u11", "u12"];
    expect(toggleAllKeys(otherPage, selectable, true)).toEqual(["u1", "u2", "u11", "u12"]);
    expect(toggleAllKeys(["u1", "u11", "u12"], selectable, false)).toEqual(["u1"]);
  });

  it("replaces the selection in radio mode and toggles in checkbox mode", () => {
    expect(toggleRowKey(["a"], "b", true, "radio")).toEqual(["b"]);
    expect(toggleRowKey(["a"], "b", true, "checkbox")).toEqual(["a", "b"]);
    expect(toggleRowKey(["a", "b"], "a", false, "checkbox")).toEqual(["b"]);
  });

  it("shows check-all mixed when some selectable rows are picked", () => {
    expect(checkAllState(["a"], ["a", "b"])).toEqual({ checked: false, indeterminate: true });
    expect(checkAllState(["a", "b", "x"], ["a", "b"])).toEqual({ checked: true, indeterminate: false });
    expect(checkAllState([], [])).toEqual({ checked: false, indeterminate: false });
  });
});

describe("nextSorter", () => {
  it("goes ascending, descending, then back to createTime desc", () => {
    const asc = nextSorter(DEFAULT_SORTER, "username");
    expect(asc).toEqual({ column: "username", order: "asc" });
    const desc = nextSorter(asc, "username");
    expect(desc).toEqual({ column: "username", order: "desc" });
    expect(nextSorter(desc, "username")).toBe(DEFAULT_SORTER);
    expect(nextSorter(desc, "phone")).toEqual({ column: "phone", order: "asc" });
  });
});

describe("tree children", () => {
  it("reads an array or a { records } page and refuses anything else", () => {
    expect(childrenFromResult([{ id: "a" }])).toEqual({ ok: true, rows: [{ id: "a" }] });
    expect(childrenFromResult({ records: [], total: 0 })).toEqual({ ok: true, rows: [] });
    expect(childrenFromResult({ result: [] })).toEqual({ ok: false });
    expect(childrenFromResult("oops")).toEqual({ ok: false });
    expect(childrenFromResult(null)).toEqual({ ok: false });
  });
});

describe("cellText", () => {
  it("shows the dictionary text when the row has one", () => {
    expect(cellText({ sex: 1, sex_dictText: "男" }, "sex")).toBe("男");
    expect(cellText({ sex: 1 }, "sex")).toBe("1");
    expect(cellText({ tags: ["a", "b"] }, "tags")).toBe("a,b");
    expect(cellText({}, "missing")).toBe("");
  });
});

describe("copying a range", () => {
  it("copies the text the cells show: dictionary text rather than codes, lists joined; no-value columns none", () => {
    const rows = [
      { id: "1", realname: "王小明", sex: 1, sex_dictText: "男", tags: ["a", "b"] },
      { id: "2", realname: "李晓红", sex: 2, sex_dictText: "女", tags: null },
    ];
    const readers = [
      copyValueOf({ title: "姓名", dataIndex: "realname" }),
      copyValueOf({ title: "性别", dataIndex: "sex" }),
      copyValueOf({ title: "标签", dataIndex: "tags" }),
    ].filter((read) => read !== undefined);
    expect(rangeTsv(rows, readers, 0, 1)).toBe("王小明\t男\ta,b\n李晓红\t女\t");
    expect(copyValueOf({ title: "操作", render: () => "编辑" })).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { cellText } from "./data-cells";
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

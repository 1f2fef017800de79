import { describe, expect, it } from "vitest";
import {
  CASE_ID_LENGTH,
  createRow,
  moveRow,
  parseTsv,
  randomCaseId,
  rowsWithIds,
  toTsv,
} from "./editable-rows";
import type { EditableColumn } from "./editable-types";

const columns: EditableColumn[] = [
  { key: "n", type: "row-number", title: "#" },
  { key: "name", type: "input", title: "名称", defaultValue: "新" },
  { key: "on", type: "checkbox", title: "启用", defaultChecked: true, customValue: [1, 0] },
  { key: "off", type: "checkbox", title: "停用" },
];

describe("editable rows", () => {
  it("finds rows by id in table order, skipping unknown ids, and reads no row past the last one found", () => {
    const rows = Array.from({ length: 1000 }, (_, index) => ({ id: String(index) }));
    const read: number[] = [];
    const watched = new Proxy(rows, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) read.push(Number(key));
        return Reflect.get(target, key, receiver);
      },
    });
    expect(rowsWithIds(watched, ["7", "x", "3", "7"]).map((row) => row.id)).toEqual(["3", "7"]);
    expect(Math.max(...read)).toBe(999);
    read.length = 0;
    expect(rowsWithIds(watched, ["3", "7"]).map((row) => row.id)).toEqual(["3", "7"]);
    expect(Math.max(...read)).toBe(7);
  });

  it("gives a new row the case-id prefix, a temp-id suffix and defaults for empty columns only", () => {
    const caseId = randomCaseId(() => 0.5);
    expect(caseId).toHaveLength(CASE_ID_LENGTH);
    const row = createRow(columns, caseId, { name: "已填" });
    expect(row.id.startsWith(`${caseId}_temp`)).toBe(true);
    expect(row).toMatchObject({ name: "已填", on: 1, off: "N" });
    expect(row).not.toHaveProperty("n");
    expect(createRow(columns, caseId).name).toBe("新");
    expect(createRow(columns, caseId).id).not.toBe(createRow(columns, caseId).id);
  });

  it("moves a row and renumbers orderNum from 1", () => {
    const rows: { id: string; orderNum?: number }[] = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(moveRow(rows, 0, 2).map((row) => `${row.id}${row.orderNum}`)).toEqual(["b1", "c2", "a3"]);
    expect(moveRow(rows, 2, 5).map((row) => row.id)).toEqual(["a", "b", "c"]);
  });

  it("reads and writes Excel's tab-separated cells", () => {
    expect(parseTsv("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(toTsv([["a", null, 3]])).toBe("a\t\t3");
  });
});

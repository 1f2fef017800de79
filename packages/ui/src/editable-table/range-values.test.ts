import { describe, expect, it } from "vitest";
import type { EditableColumn, EditableRow } from "./editable-types";
import { fillDown, fillToRow, writableKeys } from "./range-values";

const columns: EditableColumn[] = [
  { key: "index", type: "row-number", title: "#" },
  { key: "name", type: "input", title: "名称" },
  { key: "price", type: "inputNumber", title: "单价" },
  { key: "code", type: "input", title: "编码", disabled: true },
];
const rows: EditableRow[] = [
  { id: "1", name: "牙刷", price: 12, code: "A" },
  { id: "2", name: "口镜", price: 30, code: "B" },
  { id: "3", name: "手套", price: null, code: "C" },
  { id: "4", name: "镊子", price: 5, code: "D" },
];

describe("writableKeys", () => {
  it("leaves out row columns and disabled columns", () => {
    expect(writableKeys(columns, 0, 3)).toEqual(["name", "price"]);
  });
});

describe("fillToRow", () => {
  it("repeats the source rows below them down to the row the handle reached", () => {
    expect(fillToRow(rows, columns, { top: 0, bottom: 1, left: 1, right: 2 }, 3)).toEqual({
      fromRow: 2,
      keys: ["name", "price"],
      block: [
        ["牙刷", 12],
        ["口镜", 30],
      ],
    });
  });

  it("stops at the last row", () => {
    expect(fillToRow(rows, columns, { top: 2, bottom: 2, left: 1, right: 1 }, 9)?.block).toEqual([["手套"]]);
  });

  it("writes nothing for a drag that stays inside the source or over disabled cells only", () => {
    expect(fillToRow(rows, columns, { top: 0, bottom: 1, left: 1, right: 1 }, 1)).toBeUndefined();
    expect(fillToRow(rows, columns, { top: 0, bottom: 0, left: 3, right: 3 }, 2)).toBeUndefined();
  });
});

describe("fillDown", () => {
  it("copies the range's first row into the rows under it", () => {
    expect(fillDown(rows, columns, { top: 1, bottom: 3, left: 1, right: 2 })).toEqual({
      fromRow: 2,
      keys: ["name", "price"],
      block: [
        ["口镜", 30],
        ["口镜", 30],
      ],
    });
  });

  it("copies the row above into a single row", () => {
    expect(fillDown(rows, columns, { top: 2, bottom: 2, left: 2, right: 2 })).toEqual({
      fromRow: 2,
      keys: ["price"],
      block: [[30]],
    });
  });

  it("has nothing to copy into the first row", () => {
    expect(fillDown(rows, columns, { top: 0, bottom: 0, left: 1, right: 1 })).toBeUndefined();
  });
});

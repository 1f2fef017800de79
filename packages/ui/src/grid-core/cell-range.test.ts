import { describe, expect, it } from "vitest";
import { cellRect, fillRows, inRect, rangeRect } from "./cell-range";

describe("rangeRect", () => {
  it("orders the corners whichever way the range was drawn", () => {
    expect(rangeRect({ anchor: { row: 4, column: 3 }, focus: { row: 1, column: 5 } })).toEqual({
      top: 1,
      bottom: 4,
      left: 3,
      right: 5,
    });
  });

  it("is one cell when the range has not been extended", () => {
    expect(rangeRect({ anchor: { row: 2, column: 2 }, focus: { row: 2, column: 2 } })).toEqual(
      cellRect({ row: 2, column: 2 }),
    );
  });
});

describe("inRect", () => {
  const rect = { top: 1, bottom: 3, left: 2, right: 4 };

  it("holds the corners and the cells between them", () => {
    expect(inRect(rect, { row: 1, column: 2 })).toBe(true);
    expect(inRect(rect, { row: 3, column: 4 })).toBe(true);
    expect(inRect(rect, { row: 2, column: 3 })).toBe(true);
  });

  it("leaves out cells beside, above and below", () => {
    expect(inRect(rect, { row: 0, column: 2 })).toBe(false);
    expect(inRect(rect, { row: 4, column: 3 })).toBe(false);
    expect(inRect(rect, { row: 2, column: 1 })).toBe(false);
    expect(inRect(rect, { row: 2, column: 5 })).toBe(false);
  });
});

describe("fillRows", () => {
  it("repeats a one-row source into every filled row", () => {
    expect(fillRows([["a", 1]], 3)).toEqual([
      ["a", 1],
      ["a", 1],
      ["a", 1],
    ]);
  });

  it("repeats a pattern of rows in order, cut where the fill ends", () => {
    expect(fillRows([["a"], ["b"]], 5)).toEqual([["a"], ["b"], ["a"], ["b"], ["a"]]);
  });

  it("writes nothing for no rows or no source", () => {
    expect(fillRows([["a"]], 0)).toEqual([]);
    expect(fillRows([], 3)).toEqual([]);
  });

  it("gives new row arrays, so a filled row never shares the source's", () => {
    const source = [["a"]];
    const [filled] = fillRows(source, 1);
    expect(filled).not.toBe(source[0]);
  });
});

import { describe, expect, it } from "vitest";
import { type GridBounds, moveInGrid } from "./grid-navigation";
import { dropEdge, dropLineTop } from "./RowDropLine";
import { MAX_SCROLL_HEIGHT, scrollScale } from "./scaled-scroll";
import { columnWindow, drawnColumns } from "./use-virtual-columns";

describe("scrollScale", () => {
  it("leaves offsets alone while the content fits under the browser's height cap", () => {
    const scale = scrollScale(10_000 * 47, 400);
    expect(scale.ratio).toBe(1);
    expect(scale.physicalHeight).toBe(470_000);
    expect(scale.toVirtual(1234)).toBe(1234);
    expect(scale.toPhysical(1234)).toBe(1234);
  });

  it("scales a million 36 px rows into the cap so the last row is reachable at the bottom", () => {
    const viewport = 400;
    const content = 1_000_000 * 36;
    const scale = scrollScale(content, viewport);
    expect(scale.physicalHeight).toBe(MAX_SCROLL_HEIGHT);
    const bottom = scale.physicalHeight - viewport;
    expect(scale.toVirtual(bottom)).toBe(content - viewport);
    expect(scale.toVirtual(0)).toBe(0);
    expect(scale.toPhysical(content - viewport)).toBeCloseTo(bottom, 6);
    expect(scale.toVirtual(bottom + 500)).toBe(content - viewport);
  });
});

describe("moveInGrid", () => {
  const bounds: GridBounds = { rowCount: 50, columnCount: 6, header: true, pageRows: 10 };
  const move = (row: number, column: number, key: string, modifiers = {}, rtl = false) =>
    moveInGrid({ row, column }, { key, ...modifiers }, bounds, { rtl });

  it("moves one cell with the arrows and stops at the edges", () => {
    expect(move(3, 2, "ArrowDown")).toEqual({ row: 4, column: 2 });
    expect(move(3, 2, "ArrowRight")).toEqual({ row: 3, column: 3 });
    expect(move(0, 0, "ArrowUp")).toEqual({ row: -1, column: 0 });
    expect(move(-1, 0, "ArrowUp")).toEqual({ row: -1, column: 0 });
    expect(move(49, 5, "ArrowRight")).toEqual({ row: 49, column: 5 });
  });

  it("goes to the row's ends with Home / End and the grid's corners with Ctrl", () => {
    expect(move(7, 3, "Home")).toEqual({ row: 7, column: 0 });
    expect(move(7, 3, "End")).toEqual({ row: 7, column: 5 });
    expect(move(7, 3, "Home", { ctrlKey: true })).toEqual({ row: -1, column: 0 });
    expect(move(7, 3, "End", { ctrlKey: true })).toEqual({ row: 49, column: 5 });
    expect(move(7, 3, "End", { metaKey: true })).toEqual({ row: 49, column: 5 });
  });

  it("pages by the rows in view, staying in the body on PageUp", () => {
    expect(move(5, 1, "PageDown")).toEqual({ row: 15, column: 1 });
    expect(move(45, 1, "PageDown")).toEqual({ row: 49, column: 1 });
    expect(move(15, 1, "PageUp")).toEqual({ row: 5, column: 1 });
    expect(move(5, 1, "PageUp")).toEqual({ row: 0, column: 1 });
  });

  it("follows what the user sees in right-to-left layouts", () => {
    expect(move(3, 2, "ArrowRight", {}, true)).toEqual({ row: 3, column: 1 });
    expect(move(3, 2, "ArrowLeft", {}, true)).toEqual({ row: 3, column: 3 });
  });

  it("ignores keys that are not moves and grids without cells", () => {
    expect(move(3, 2, "a")).toBeUndefined();
    expect(
      moveInGrid({ row: 0, column: 0 }, { key: "ArrowDown" }, { ...bounds, columnCount: 0 }),
    ).toBeUndefined();
  });
});

describe("columnWindow", () => {
  const twenty = Array.from({ length: 20 }, () => ({ width: 120 }));

  it("draws every column while the grid has no width (not laid out, jsdom)", () => {
    expect(columnWindow(twenty, 0, 0)).toEqual({ start: 0, end: 19, before: 0, after: 0 });
  });

  it("draws the columns in view and two more on each side, spacers standing for the rest", () => {
    // 600 px show columns 0–4 (column 5 starts at 600); two more after them.
    expect(columnWindow(twenty, 0, 600)).toEqual({ start: 0, end: 6, before: 0, after: 13 * 120 });
    // Scrolled 1200 px: columns 10–14 in view, 8–16 drawn.
    expect(columnWindow(twenty, 1200, 600)).toEqual({ start: 8, end: 16, before: 8 * 120, after: 3 * 120 });
  });

  it("always draws pinned columns and keeps the spacers in their place in the row", () => {
    const columns = [
      { width: 60, pinned: "start" as const },
      ...twenty,
      { width: 100, pinned: "end" as const },
    ];
    const window = columnWindow(columns, 1200, 600);
    // The pinned 60 px column shifts the others: column 10 (index 11) spans 1260–1380.
    expect(window).toMatchObject({ start: 8, end: 17 });
    const drawn = drawnColumns(columns, window);
    expect(drawn[0]).toBe(0);
    expect(drawn[1]).toEqual({ spacer: "before", width: 7 * 120 });
    expect(drawn.slice(2, 12)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(drawn[12]).toEqual({ spacer: "after", width: 3 * 120 });
    expect(drawn[13]).toBe(21);
  });
});

describe("dropEdge and dropLineTop", () => {
  it("puts a row dragged down after the row under the pointer, dragged up before it, on itself nowhere", () => {
    expect(dropEdge(0, 2)).toBe("after");
    expect(dropEdge(3, 1)).toBe("before");
    expect(dropEdge(2, 2)).toBeUndefined();
    expect(dropEdge(2, undefined)).toBeUndefined();
  });

  it("centres the 2 px line on the row's bottom edge (after) or top edge (before)", () => {
    expect(dropLineTop(122, 61, "after")).toBe(182);
    expect(dropLineTop(122, 61, "before")).toBe(121);
  });
});

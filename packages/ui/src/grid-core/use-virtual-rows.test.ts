import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TRAILING_OVERSCAN, useVirtualRows, windowIndexes } from "./use-virtual-rows";

const range = { startIndex: 100, endIndex: 114, overscan: 9, count: 10_000 };

describe("windowIndexes", () => {
  it("draws the overscan on both sides at rest", () => {
    const indexes = windowIndexes(range, null);
    expect(indexes[0]).toBe(91);
    expect(indexes.at(-1)).toBe(123);
    expect(indexes).toHaveLength(33);
  });

  it("draws the overscan ahead of a scroll and only a row behind it", () => {
    expect(TRAILING_OVERSCAN).toBe(1);
    const down = windowIndexes(range, "forward");
    expect([down[0], down.at(-1)]).toEqual([99, 123]);
    const up = windowIndexes(range, "backward");
    expect([up[0], up.at(-1)]).toEqual([91, 115]);
  });

  it("draws only the visible rows while a scroll leaps past the overscan (each frame's rows are all new)", () => {
    expect(windowIndexes(range, "forward", -1, true)).toEqual(windowIndexes({ ...range, overscan: 0 }, null));
    expect(windowIndexes(range, "backward", -1, true)).toHaveLength(15);
    expect(windowIndexes(range, "forward", 3, true)).toEqual([
      3,
      ...windowIndexes({ ...range, overscan: 0 }, null),
    ]);
  });

  it("stays inside the rows at both ends", () => {
    expect(windowIndexes({ ...range, startIndex: 0, endIndex: 14 }, "backward")[0]).toBe(0);
    expect(windowIndexes({ ...range, startIndex: 9_990, endIndex: 9_999 }, "forward").at(-1)).toBe(9_999);
  });

  it("keeps the row holding the tab stop drawn when it leaves the window, in row order", () => {
    expect(windowIndexes(range, "forward", 3)[0]).toBe(3);
    expect(windowIndexes(range, "forward", 3)).toHaveLength(26);
    expect(windowIndexes(range, "backward", 500).at(-1)).toBe(500);
    expect(windowIndexes(range, null, 105)).toHaveLength(33);
    expect(windowIndexes(range, null, 20_000)).toHaveLength(33);
  });
});

describe("useVirtualRows", () => {
  it("paints the visible rows first and draws the overscan rows after the first paint", async () => {
    const element = document.createElement("div");
    element.getBoundingClientRect = () => ({ ...new DOMRect(0, 0, 800, 400), toJSON: () => ({}) });
    Object.defineProperty(element, "clientHeight", { value: 400 });
    document.body.append(element);
    const scrollRef = { current: element };
    const { result } = renderHook(() =>
      useVirtualRows({
        count: 1_000,
        rowHeight: 40,
        scrollRef,
        viewportHeight: 400,
        overscan: 9,
        enabled: true,
      }),
    );
    // 400 px of 40 px rows: rows 0–9 are visible, and nothing more is drawn for the first paint.
    expect(result.current.rows.map((row) => row.index)).toEqual([...Array(10).keys()]);
    await waitFor(() => expect(result.current.rows).toHaveLength(19));
    expect(result.current.rows.at(-1)?.index).toBe(18);
    element.remove();
  });
});

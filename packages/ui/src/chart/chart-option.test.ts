import { describe, expect, it } from "vitest";
import { chartOption, hasChartData } from "./chart-option";
import type { ChartTheme } from "./chart-theme";

const theme: ChartTheme = {
  palette: ["#1890ff", "#52c41a"],
  text: "#666",
  axis: "#ddd",
  split: "#eee",
  surface: "#fff",
  font: "sans-serif",
};

describe("chartOption", () => {
  it("puts the numbers in one dataset and maps each series to its column", () => {
    const option = chartOption(
      {
        type: "line",
        categories: ["a", "b"],
        series: [
          { name: "x", data: [1, 2] },
          { name: "y", data: [3, null] },
        ],
      },
      theme,
    );
    expect(option.animation).toBe(false);
    expect(option.dataset).toEqual({
      source: [
        ["category", "x", "y"],
        ["a", 1, 3],
        ["b", 2, null],
      ],
    });
    expect((option.series as { encode: unknown }[]).map((s) => s.encode)).toEqual([
      { x: 0, y: 1 },
      { x: 0, y: 2 },
    ]);
    expect(option.color).toEqual(theme.palette);
  });

  it("draws a pie from the first series and swaps the axes of horizontal bars", () => {
    const pie = chartOption(
      {
        type: "pie",
        categories: ["a"],
        series: [
          { name: "x", data: [1] },
          { name: "y", data: [2] },
        ],
      },
      theme,
    );
    expect((pie.dataset as { source: unknown[] }).source[0]).toEqual(["category", "x"]);
    const bar = chartOption(
      { type: "bar", horizontal: true, categories: ["a"], series: [{ name: "x", data: [1] }] },
      theme,
    );
    expect((bar.xAxis as { type: string }).type).toBe("value");
    expect((bar.yAxis as { type: string }).type).toBe("category");
  });

  it("says whether there is anything to draw", () => {
    expect(hasChartData({ categories: [], series: [] })).toBe(false);
    expect(hasChartData({ categories: ["a"], series: [{ name: "x", data: [null] }] })).toBe(false);
    expect(hasChartData({ categories: ["a"], series: [{ name: "x", data: [0] }] })).toBe(true);
  });
});

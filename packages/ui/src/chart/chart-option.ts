import type { ChartTheme } from "./chart-theme";

export type ChartType = "line" | "bar" | "pie";

export interface ChartSeries {
  /** The legend's and the table column's name. */
  name: string;
  /** One value per category, in the categories' order (`null` where there is none). */
  data: readonly (number | null)[];
}

export interface ChartData {
  type: ChartType;
  /** The x axis (line, bar) or the slices (pie). */
  categories: readonly string[];
  /** A pie draws its first series. */
  series: readonly ChartSeries[];
  /** How a value reads in the tooltip, the axis and the table. */
  format?: (value: number) => string;
  /** Line and bar: let the value axis start near the lowest value instead of at 0. */
  scale?: boolean;
  /** Bar: horizontal bars (long category names such as hospitals). */
  horizontal?: boolean;
  /** Leaves the legend out (it is shown for more than one series, and for pies). */
  legend?: boolean;
  /** Small charts: tighter margins and smaller labels. */
  compact?: boolean;
}

/** Whether there is anything to draw: a category with a value. */
export function hasChartData({ categories, series }: Pick<ChartData, "categories" | "series">): boolean {
  return categories.length > 0 && series.some((s) => s.data.some((v) => v !== null && v !== undefined));
}

/**
 * The ECharts option of a chart: its numbers as one dataset (category column, one column per series), the
 * colours from the theme, no animation (a picture of it is the same every time).
 */
export function chartOption(data: ChartData, theme: ChartTheme): Record<string, unknown> {
  const { type, categories, series, format, compact } = data;
  const formatValue = (value: unknown) =>
    typeof value === "number" && format ? format(value) : value === null ? "—" : String(value);
  const pieSeries = series.slice(0, 1);
  const shown = type === "pie" ? pieSeries : series;
  const source = [
    ["category", ...shown.map((s) => s.name)],
    ...categories.map((category, i) => [category, ...shown.map((s) => s.data[i] ?? null)]),
  ];
  const fontSize = compact ? 10 : 12;
  const showLegend = data.legend ?? (type === "pie" || series.length > 1);
  const common = {
    animation: false,
    color: theme.palette,
    textStyle: { color: theme.text, fontFamily: theme.font },
    dataset: { source },
    tooltip: {
      trigger: type === "pie" ? "item" : "axis",
      valueFormatter: formatValue,
      backgroundColor: theme.surface,
      borderColor: theme.axis,
      textStyle: { color: theme.text, fontFamily: theme.font },
    },
    legend: showLegend
      ? { show: true, bottom: 0, type: "scroll", textStyle: { color: theme.text, fontSize } }
      : { show: false },
  };
  if (type === "pie") {
    return {
      ...common,
      series: [
        {
          type: "pie",
          name: pieSeries[0]?.name,
          radius: ["40%", "68%"],
          center: ["50%", showLegend ? "45%" : "50%"],
          encode: { itemName: 0, value: 1 },
          label: { color: theme.text, fontSize, formatter: "{b}" },
          itemStyle: { borderColor: theme.surface, borderWidth: 1 },
        },
      ],
    };
  }
  const categoryAxis = {
    type: "category",
    axisLabel: { color: theme.text, fontSize, hideOverlap: true },
    axisLine: { lineStyle: { color: theme.axis } },
    axisTick: { lineStyle: { color: theme.axis } },
  };
  const valueAxis = {
    type: "value",
    scale: data.scale ?? false,
    axisLabel: { color: theme.text, fontSize, hideOverlap: true, formatter: (v: number) => formatValue(v) },
    splitLine: { lineStyle: { color: theme.split } },
  };
  const horizontal = type === "bar" && data.horizontal;
  return {
    ...common,
    // Axis labels stay inside the margins (ECharts 6: outer bounds replace `containLabel`).
    // Axis labels stay inside the margins (ECharts 6: outer bounds replace `containLabel`).
    grid: compact
      ? {
          left: 8,
          right: 8,
          top: 8,
          bottom: showLegend ? 28 : 4,
          outerBoundsMode: "same",
          outerBoundsContain: "axisLabel",
        }
      : {
          left: 12,
          right: 16,
          top: 16,
          bottom: showLegend ? 36 : 8,
          outerBoundsMode: "same",
          outerBoundsContain: "axisLabel",
        },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
    series: shown.map((s, i) => ({
      type,
      name: s.name,
      ...(type === "line" ? { showSymbol: categories.length <= 31, connectNulls: false } : {}),
      ...(type === "bar" ? { barMaxWidth: 32 } : {}),
      encode: horizontal ? { y: 0, x: i + 1 } : { x: 0, y: i + 1 },
    })),
  };
}

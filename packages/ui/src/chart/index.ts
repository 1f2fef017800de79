export { Chart, type ChartProps } from "./Chart";
export { ChartTable, type ChartTableProps } from "./ChartTable";
export { type ChartData, type ChartSeries, type ChartType, chartOption, hasChartData } from "./chart-option";
export { type ChartTheme, readChartTheme } from "./chart-theme";
export { type ChartState, useChart } from "./use-chart";

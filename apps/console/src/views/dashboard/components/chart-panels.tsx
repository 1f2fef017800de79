import { Chart, type ChartProps } from "@kanya/ui/chart";
import { Panel } from "./stat-card";

/** How a dashboard's numbers read: counts and yuan amounts, in Chinese grouping. */
export const count = (value: number) => value.toLocaleString("zh-CN");
export const yuan = (value: number) =>
  `¥${value.toLocaleString("zh-CN", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/** A chart with one series: the shape most dashboard charts have. */
export const oneSeries = (name: string, data: readonly number[] | undefined) => [{ name, data: data ?? [] }];

/**
 * A dashboard's charts, each on a panel of its own: a page declares its charts as a list of the library
 * chart's props (titles are unique on a page, so they key the panels) and this draws them in order.
 */
export function ChartPanels({ charts }: { charts: readonly ChartProps[] }) {
  return (
    <>
      {charts.map((chart) => (
        <Panel key={chart.title}>
          <Chart {...chart} />
        </Panel>
      ))}
    </>
  );
}

import { clsx } from "clsx";
import { type ReactNode, useId, useRef, useState } from "react";
import { Empty } from "../empty/Empty";
import { useLocale } from "../locale/use-locale";
import { chartZhCN } from "../locale/zh-CN/chart";
import { Spin } from "../spin/Spin";
import { ChartTable } from "./ChartTable";
import { type ChartData, hasChartData } from "./chart-option";
import { useChart } from "./use-chart";

export interface ChartProps extends ChartData {
  /** The chart's caption, its accessible name and its table's caption. */
  title: string;
  /** Shows the loading state instead of the chart (the data is still on its way). */
  loading?: boolean;
  /** Height of the drawing area in pixels. Default 280. */
  height?: number;
  /** Head of the table's first column. Default 项目. */
  categoryLabel?: string;
  /** Replaces 暂无数据 when there is nothing to draw. */
  emptyText?: ReactNode;
  /** Shows the 查看数据 toggle; the table is there for assistive technology either way. Default true. */
  tableToggle?: boolean;
  /** Something beside the title, e.g. a range switch. */
  extra?: ReactNode;
  className?: string;
}

/**
 * A line, bar or pie chart (Apache ECharts, loaded on first use, coloured from the design tokens in light and
 * dark) with the same numbers in a table behind it: read by screen readers, shown by 查看数据.
 */
export function Chart({
  title,
  loading = false,
  height = 280,
  categoryLabel,
  emptyText,
  tableToggle = true,
  extra,
  className,
  ...data
}: ChartProps) {
  const { t } = useLocale(chartZhCN);
  const host = useRef<HTMLDivElement>(null);
  const state = useChart(host, data);
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const empty = !loading && !hasChartData(data);
  const busy = loading || state === "loading";

  return (
    <figure
      data-slot="chart"
      data-state={loading ? "loading" : empty ? "empty" : state}
      aria-busy={busy || undefined}
      className={clsx("m-0 flex min-w-0 flex-col gap-2", className)}
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <figcaption className="font-medium text-fg">{title}</figcaption>
        <div className="flex items-center gap-3">
          {extra}
          {tableToggle && !loading && !empty ? (
            <button
              type="button"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
              className="cursor-pointer rounded-control text-[13px] text-primary-text hover:text-primary-text-hover focus-visible:outline-2 focus-visible:outline-primary-focus"
            >
              {tableShown ? t("chart.hideTable") : t("chart.showTable")}
            </button>
          ) : null}
        </div>
      </div>
      <div className="relative w-full" style={{ height }}>
        <div
          ref={host}
          role="img"
          aria-label={title}
          className={clsx("h-full w-full", (loading || empty || state === "failed") && "invisible")}
        />
        {loading ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spin tip={t("chart.loading")} />
          </div>
        ) : empty ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Empty size="small" description={emptyText} />
          </div>
        ) : state === "failed" ? (
          <p role="alert" className="absolute inset-0 flex items-center justify-center text-fg-secondary">
            {t("chart.failed")}
          </p>
        ) : null}
      </div>
      {loading || empty ? null : (
        <div id={tableId} className={tableShown ? "max-h-72 overflow-auto" : "sr-only"}>
          <ChartTable
            caption={title}
            categoryLabel={categoryLabel ?? t("chart.category")}
            categories={data.categories}
            series={data.type === "pie" ? data.series.slice(0, 1) : data.series}
            format={data.format}
          />
        </div>
      )}
    </figure>
  );
}

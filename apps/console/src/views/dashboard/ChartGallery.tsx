import type { ChartProps } from "@kanya/ui/chart";
import { useMemo } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { ChartPanels, count, oneSeries, yuan } from "./components/chart-panels";
import { useDashboardLoad } from "./components/use-dashboard-load";

const NO_DATA: readonly never[] = [];

/** Each day's mean over the last `size` days (fewer at the start), to one decimal. */
function movingAverage(values: readonly number[], size: number): number[] {
  return values.map((_, i) => {
    const window = values.slice(Math.max(0, i - size + 1), i + 1);
    return Math.round((window.reduce((sum, v) => sum + v, 0) / window.length) * 10) / 10;
  });
}

/** 图表示例: each form of the library's chart, drawn from the last 30 days of orders. */
export default function ChartGallery(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const figures = useDashboardLoad(
    () => api.dashboard.analysis({ days: 30 }),
    "30",
    t("dashboard.loadFailed"),
  );
  const f = figures.data;
  const charts = useMemo((): ChartProps[] => {
    const busy = !f;
    const days = f?.byDay.map((d) => d.day.slice(5)) ?? [];
    const orders = { name: t("dashboard.orders"), data: f?.byDay.map((d) => d.orders) ?? [] };
    return [
      {
        type: "line",
        title: t("chartGallery.line"),
        categoryLabel: t("dashboard.day"),
        categories: days,
        series: [orders],
        format: count,
        loading: busy,
      },
      {
        type: "bar",
        title: t("chartGallery.bar"),
        categoryLabel: t("dashboard.day"),
        categories: days,
        series: oneSeries(
          t("dashboard.revenue"),
          f?.byDay.map((d) => d.revenue),
        ),
        format: yuan,
        loading: busy,
      },
      {
        type: "line",
        title: t("chartGallery.multi"),
        categoryLabel: t("dashboard.day"),
        categories: days,
        series: [orders, { name: t("chartGallery.average"), data: movingAverage(orders.data, 7) }],
        format: count,
        loading: busy,
      },
      {
        type: "bar",
        horizontal: true,
        title: t("chartGallery.horizontal"),
        categoryLabel: t("dashboard.hospital"),
        categories: f?.topHospitals.map((x) => x.name) ?? [],
        series: oneSeries(
          t("dashboard.revenue"),
          f?.topHospitals.map((x) => x.revenue),
        ),
        format: yuan,
        loading: busy,
      },
      {
        type: "pie",
        title: t("chartGallery.pie"),
        categoryLabel: t("dashboard.serviceType"),
        categories: f?.byServiceType.map((x) => x.name) ?? [],
        series: oneSeries(
          t("dashboard.orders"),
          f?.byServiceType.map((x) => x.orders),
        ),
        format: count,
        loading: busy,
      },
      { type: "line", title: t("chartGallery.empty"), categories: NO_DATA, series: NO_DATA },
    ];
  }, [f, t]);

  return (
    <div className="grid gap-4">
      <section className="rounded-control-lg bg-surface p-6">
        <h2 className="text-[20px] font-semibold text-fg">{t("chartGallery.title")}</h2>
        <p className="mt-1 text-fg-secondary">{t("chartGallery.intro")}</p>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartPanels charts={charts} />
      </div>
    </div>
  );
}

import { Chart } from "@kanya/ui/chart";
import { useMemo } from "react";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import type { ViewProps } from "../view-props";
import { yuan } from "./components/analysis-charts";
import { Panel } from "./components/stat-card";
import { useDashboardLoad } from "./components/use-dashboard-load";

const count = (value: number) => value.toLocaleString("zh-CN");
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
  const busy = !f;
  const c = useMemo(
    () => ({
      days: f?.byDay.map((d) => d.day.slice(5)) ?? [],
      orders: { name: t("dashboard.orders"), data: f?.byDay.map((d) => d.orders) ?? [] },
      revenue: { name: t("dashboard.revenue"), data: f?.byDay.map((d) => d.revenue) ?? [] },
      average: {
        name: t("chartGallery.average"),
        data: movingAverage(f?.byDay.map((d) => d.orders) ?? [], 7),
      },
      services: f?.byServiceType.map((x) => x.name) ?? [],
      serviceOrders: { name: t("dashboard.orders"), data: f?.byServiceType.map((x) => x.orders) ?? [] },
      hospitals: f?.topHospitals.map((x) => x.name) ?? [],
      hospitalRevenue: { name: t("dashboard.revenue"), data: f?.topHospitals.map((x) => x.revenue) ?? [] },
    }),
    [f, t],
  );

  return (
    <div className="grid gap-4">
      <section className="rounded-control-lg bg-surface p-6">
        <h2 className="text-[20px] font-semibold text-fg">{t("chartGallery.title")}</h2>
        <p className="mt-1 text-fg-secondary">{t("chartGallery.intro")}</p>
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel>
          <Chart
            type="line"
            title={t("chartGallery.line")}
            categoryLabel={t("dashboard.day")}
            categories={c.days}
            series={[c.orders]}
            format={count}
            loading={busy}
          />
        </Panel>
        <Panel>
          <Chart
            type="bar"
            title={t("chartGallery.bar")}
            categoryLabel={t("dashboard.day")}
            categories={c.days}
            series={[c.revenue]}
            format={yuan}
            loading={busy}
          />
        </Panel>
        <Panel>
          <Chart
            type="line"
            title={t("chartGallery.multi")}
            categoryLabel={t("dashboard.day")}
            categories={c.days}
            series={[c.orders, c.average]}
            format={count}
            loading={busy}
          />
        </Panel>
        <Panel>
          <Chart
            type="bar"
            horizontal
            title={t("chartGallery.horizontal")}
            categoryLabel={t("dashboard.hospital")}
            categories={c.hospitals}
            series={[c.hospitalRevenue]}
            format={yuan}
            loading={busy}
          />
        </Panel>
        <Panel>
          <Chart
            type="pie"
            title={t("chartGallery.pie")}
            categoryLabel={t("dashboard.serviceType")}
            categories={c.services}
            series={[c.serviceOrders]}
            format={count}
            loading={busy}
          />
        </Panel>
        <Panel>
          <Chart type="line" title={t("chartGallery.empty")} categories={NO_DATA} series={NO_DATA} />
        </Panel>
      </div>
    </div>
  );
}

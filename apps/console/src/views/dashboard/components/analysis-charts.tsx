import type { DashboardAnalysis, VisitDay } from "@kanya/client";
import type { ChartProps } from "@kanya/ui/chart";
import { useMemo } from "react";
import { useText } from "../../../locale";
import { ChartPanels, count, oneSeries, yuan } from "./chart-panels";
import { Panel } from "./stat-card";

const monthDay = (day: string) => day.slice(5);

/** 首页's charts: trends per day, channels, service types, claims, visits, and the hospital ranking. */
export function AnalysisCharts({
  figures: f,
  visits,
  loading,
}: {
  figures: DashboardAnalysis | undefined;
  visits: VisitDay[] | undefined;
  loading: boolean;
}) {
  const t = useText();
  const charts = useMemo((): ChartProps[] => {
    const busy = loading && !f;
    const days = f?.byDay.map((d) => monthDay(d.day)) ?? [];
    const orders = t("dashboard.orders");
    return [
      {
        type: "line",
        title: t("dashboard.ordersTrend"),
        categoryLabel: t("dashboard.day"),
        categories: days,
        series: oneSeries(
          orders,
          f?.byDay.map((d) => d.orders),
        ),
        format: count,
        loading: busy,
      },
      {
        type: "bar",
        title: t("dashboard.revenueTrend"),
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
        type: "bar",
        title: t("dashboard.byChannel"),
        categoryLabel: t("dashboard.channel"),
        categories: f?.byChannel.map((x) => x.name) ?? [],
        series: oneSeries(
          orders,
          f?.byChannel.map((x) => x.orders),
        ),
        format: count,
        loading: busy,
      },
      {
        type: "pie",
        title: t("dashboard.byServiceType"),
        categoryLabel: t("dashboard.serviceType"),
        categories: f?.byServiceType.map((x) => x.name) ?? [],
        series: oneSeries(
          orders,
          f?.byServiceType.map((x) => x.orders),
        ),
        format: count,
        loading: busy,
      },
      {
        type: "bar",
        horizontal: true,
        title: t("dashboard.topHospitals"),
        categoryLabel: t("dashboard.hospital"),
        categories: f?.topHospitals.map((x) => x.name) ?? [],
        series: oneSeries(
          orders,
          f?.topHospitals.map((x) => x.orders),
        ),
        format: count,
        loading: busy,
      },
      {
        type: "pie",
        title: t("dashboard.claimsByStatus"),
        categoryLabel: t("dashboard.status"),
        categories: f?.claimsByStatus.map((x) => x.name) ?? [],
        series: oneSeries(
          t("dashboard.claims"),
          f?.claimsByStatus.map((x) => x.count),
        ),
        format: count,
        loading: busy,
      },
      {
        type: "line",
        title: t("dashboard.visits"),
        categoryLabel: t("dashboard.day"),
        categories: visits?.map((v) => v.type || monthDay(v.tian)) ?? [],
        series: [
          { name: t("dashboard.visitCount"), data: visits?.map((v) => v.visit) ?? [] },
          { name: t("dashboard.visitIp"), data: visits?.map((v) => v.ip) ?? [] },
        ],
        format: count,
        loading: !visits,
      },
    ];
  }, [f, visits, loading, t]);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanels charts={charts} />
      <Panel>
        <TopDoctors figures={f} />
      </Panel>
    </div>
  );
}

/** The doctors with most orders, as a ranked table. */
function TopDoctors({ figures }: { figures: DashboardAnalysis | undefined }) {
  const t = useText();
  return (
    <table className="w-full text-left text-[14px]">
      <caption className="mb-2 text-left font-medium text-fg">{t("dashboard.topDoctors")}</caption>
      <thead>
        <tr className="border-b border-border-secondary text-fg-secondary">
          <th scope="col" className="py-1.5 font-medium">
            {t("dashboard.rank")}
          </th>
          <th scope="col" className="font-medium">
            {t("dashboard.doctor")}
          </th>
          <th scope="col" className="font-medium">
            {t("dashboard.hospital")}
          </th>
          <th scope="col" className="text-right font-medium">
            {t("dashboard.orders")}
          </th>
        </tr>
      </thead>
      <tbody>
        {(figures?.topDoctors ?? []).map((d, i) => (
          <tr key={`${d.name}-${d.hospital}`} className="border-b border-border-secondary">
            <td className="py-1.5 tabular-nums">{i + 1}</td>
            <th scope="row" className="font-normal">
              {d.name}
            </th>
            <td className="text-fg-secondary">{d.hospital}</td>
            <td className="text-right tabular-nums">{d.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

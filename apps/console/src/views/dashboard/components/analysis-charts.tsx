import type { DashboardAnalysis, VisitDay } from "@kanya/client";
import { Chart } from "@kanya/ui/chart";
import { useMemo } from "react";
import { useText } from "../../../locale";
import { Panel } from "./stat-card";

export const yuan = (value: number) =>
  `¥${value.toLocaleString("zh-CN", { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
const count = (value: number) => value.toLocaleString("zh-CN");
const monthDay = (day: string) => day.slice(5);

/** 首页's charts: trends per day, channels, service types, claims, visits, and the hospital ranking. */
export function AnalysisCharts({
  figures,
  visits,
  loading,
}: {
  figures: DashboardAnalysis | undefined;
  visits: VisitDay[] | undefined;
  loading: boolean;
}) {
  const t = useText();
  const c = useMemo(() => {
    const f = figures;
    return {
      days: f?.byDay.map((d) => monthDay(d.day)) ?? [],
      orders: [{ name: t("dashboard.orders"), data: f?.byDay.map((d) => d.orders) ?? [] }],
      revenue: [{ name: t("dashboard.revenue"), data: f?.byDay.map((d) => d.revenue) ?? [] }],
      channels: f?.byChannel.map((x) => x.name) ?? [],
      channelSeries: [{ name: t("dashboard.orders"), data: f?.byChannel.map((x) => x.orders) ?? [] }],
      services: f?.byServiceType.map((x) => x.name) ?? [],
      serviceSeries: [{ name: t("dashboard.orders"), data: f?.byServiceType.map((x) => x.orders) ?? [] }],
      claimNames: f?.claimsByStatus.map((x) => x.name) ?? [],
      claimSeries: [{ name: t("dashboard.claims"), data: f?.claimsByStatus.map((x) => x.count) ?? [] }],
      hospitals: f?.topHospitals.map((x) => x.name) ?? [],
      hospitalSeries: [{ name: t("dashboard.orders"), data: f?.topHospitals.map((x) => x.orders) ?? [] }],
    };
  }, [figures, t]);
  const visitDays = useMemo(() => visits?.map((v) => v.type || monthDay(v.tian)) ?? [], [visits]);
  const visitSeries = useMemo(
    () => [
      { name: t("dashboard.visitCount"), data: visits?.map((v) => v.visit) ?? [] },
      { name: t("dashboard.visitIp"), data: visits?.map((v) => v.ip) ?? [] },
    ],
    [visits, t],
  );
  const busy = loading && !figures;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel>
        <Chart
          type="line"
          title={t("dashboard.ordersTrend")}
          categoryLabel={t("dashboard.day")}
          categories={c.days}
          series={c.orders}
          format={count}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="bar"
          title={t("dashboard.revenueTrend")}
          categoryLabel={t("dashboard.day")}
          categories={c.days}
          series={c.revenue}
          format={yuan}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="bar"
          title={t("dashboard.byChannel")}
          categoryLabel={t("dashboard.channel")}
          categories={c.channels}
          series={c.channelSeries}
          format={count}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="pie"
          title={t("dashboard.byServiceType")}
          categoryLabel={t("dashboard.serviceType")}
          categories={c.services}
          series={c.serviceSeries}
          format={count}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="bar"
          horizontal
          title={t("dashboard.topHospitals")}
          categoryLabel={t("dashboard.hospital")}
          categories={c.hospitals}
          series={c.hospitalSeries}
          format={count}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="pie"
          title={t("dashboard.claimsByStatus")}
          categoryLabel={t("dashboard.status")}
          categories={c.claimNames}
          series={c.claimSeries}
          format={count}
          loading={busy}
        />
      </Panel>
      <Panel>
        <Chart
          type="line"
          title={t("dashboard.visits")}
          categoryLabel={t("dashboard.day")}
          categories={visitDays}
          series={visitSeries}
          format={count}
          loading={!visits}
        />
      </Panel>
      <Panel>
        <TopDoctors figures={figures} />
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

import type { DashboardRange } from "@kanya/client";
import { greetingPeriod } from "@kanya/core/text";
import { Button } from "@kanya/ui/button";
import { useState } from "react";
import { useText } from "../../locale";
import { useApi, useSession, useSessionUser } from "../../providers";
import { useSystemName } from "../../shell/layout/use-system-name";
import type { ViewProps } from "../view-props";
import { AnalysisCharts } from "./components/analysis-charts";
import { yuan } from "./components/chart-panels";
import { RangeSwitch, rangeKey } from "./components/range-switch";
import { StatCard } from "./components/stat-card";
import { useDashboardLoad } from "./components/use-dashboard-load";

/** 首页: a welcome and who is signed in, then the business figures of a range of days from the server. */
export default function Analysis(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const user = useSessionUser();
  const session = useSession();
  const systemName = useSystemName();
  const [range, setRange] = useState<DashboardRange>({ days: 7 });
  const failed = t("dashboard.loadFailed");
  const figures = useDashboardLoad(() => api.dashboard.analysis(range), rangeKey(range), failed);
  const loginInfo = useDashboardLoad(() => api.sys.log.loginfo(), "loginfo", failed);
  const visits = useDashboardLoad(() => api.sys.log.visitInfo(), "visitInfo", failed);

  const realname = user?.realname || user?.username || "";
  const department =
    user?.orgCodeTxt || session.getDeparts().find((depart) => depart.orgCode === user?.orgCode)?.departName;
  const tenantId = session.getTenantId();
  const tenant = session.getTenants().find((item) => item.id === tenantId)?.name;
  const none = t("home.none");
  const profile: [label: string, value: string | null | undefined][] = [
    [t("home.account"), user?.username],
    [t("home.realname"), user?.realname],
    [t("home.department"), department],
    [t("home.tenant"), tenant],
    [t("home.workNo"), user?.workNo],
  ];
  const f = figures.data;
  const totals = f?.totals;
  const figure = (value: number | undefined, format = (n: number) => n.toLocaleString("zh-CN")) =>
    value === undefined ? "—" : format(value);

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-control-lg bg-surface p-6">
          <h2 className="text-[20px] font-semibold text-fg">
            {t("home.greeting", {
              greeting: t(`greeting.${greetingPeriod(new Date().getHours())}`),
              realname,
            })}
          </h2>
          <p className="mt-2 text-fg-secondary">{t("home.intro", { system: systemName })}</p>
        </section>
        <section aria-labelledby="home-profile" className="rounded-control-lg bg-surface p-6">
          <h2 id="home-profile" className="mb-3 text-[16px] font-semibold text-fg">
            {t("home.profile")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {profile.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-fg-secondary">{label}</dt>
                <dd className="text-fg">{value || none}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-control-lg bg-surface px-4 py-3">
        <RangeSwitch onChange={setRange} />
        {f ? (
          <span className="text-fg-secondary" data-testid="dashboard-range">
            {t("dashboard.rangeText", { start: f.start, end: f.end })}
          </span>
        ) : null}
      </div>
      {figures.error ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-control-lg bg-surface px-4 py-3 text-danger"
        >
          <span>{figures.error}</span>
          <Button size="small" onClick={figures.reload}>
            {t("dashboard.retry")}
          </Button>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <StatCard label={t("dashboard.orders")} value={figure(totals?.orders)} />
        <StatCard label={t("dashboard.revenue")} value={figure(totals?.revenue, yuan)} />
        <StatCard label={t("dashboard.customers")} value={figure(totals?.customers)} />
        <StatCard label={t("dashboard.claims")} value={figure(totals?.claims)} />
        <StatCard label={t("dashboard.todayVisits")} value={figure(loginInfo.data?.todayVisitCount)} />
        <StatCard label={t("dashboard.totalVisits")} value={figure(loginInfo.data?.totalVisitCount)} />
      </div>
      <AnalysisCharts figures={f} visits={visits.data} loading={figures.loading} />
    </div>
  );
}

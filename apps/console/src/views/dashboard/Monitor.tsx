import { Button } from "@kanya/ui/button";
import { useText } from "../../locale";
import { useApi } from "../../providers";
import { formatBytes, formatDuration, formatMs } from "../modules/monitor/components/format";
import { TrendPanel } from "../modules/monitor/components/trend-panel";
import { useMonitorPoll } from "../modules/monitor/components/use-monitor-poll";
import type { ViewProps } from "../view-props";
import { Panel, StatCard } from "./components/stat-card";

/**
 * 监控页: this server's live runtime and HTTP figures from the monitor module, every 5 s while the tab is
 * shown (the monitoring pages' polling), with the last 10 minutes as trend lines.
 */
export default function Monitor(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const failed = t("monitor.failed");
  const runtime = useMonitorPoll(() => api.sys.monitor.runtime(), failed);
  const http = useMonitorPoll(() => api.sys.monitor.http(), failed);
  const r = runtime.data;
  const h = http.data;
  const error = runtime.error ?? http.error;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-control-lg bg-surface px-4 py-3">
        <h2 className="text-[18px] font-semibold text-fg">{t("dashboardMonitor.title")}</h2>
        <span className="text-[12px] text-fg-secondary">{t("monitor.refreshNote")}</span>
      </div>
      {error ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-control-lg bg-surface px-4 py-3 text-danger"
        >
          <span>{error}</span>
          <Button
            size="small"
            onClick={() => {
              runtime.reload();
              http.reload();
            }}
          >
            {t("monitor.retry")}
          </Button>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-6">
        <StatCard label={t("dashboardMonitor.heap")} value={r ? formatBytes(r.heapUsed) : "—"} />
        <StatCard label={t("dashboardMonitor.rss")} value={r ? formatBytes(r.rss) : "—"} />
        <StatCard
          label={t("dashboardMonitor.eventLoop")}
          value={r ? formatMs(r.eventLoopDelay.p99Ms) : "—"}
        />
        <StatCard label={t("dashboardMonitor.rps")} value={h ? h.requestsPerSecond : "—"} />
        <StatCard label={t("dashboardMonitor.p99")} value={h ? formatMs(h.p99Ms) : "—"} />
        <StatCard label={t("dashboardMonitor.uptime")} value={r ? formatDuration(r.uptimeSeconds) : "—"} />
      </div>
      <Panel>
        <TrendPanel
          times={runtime.history.map((s) => s.at)}
          series={[
            {
              label: t("dashboardMonitor.heap"),
              values: runtime.history.map((s) => s.value.heapUsed),
              format: formatBytes,
            },
            {
              label: t("dashboardMonitor.rss"),
              values: runtime.history.map((s) => s.value.rss),
              format: formatBytes,
            },
            {
              label: t("dashboardMonitor.eventLoop"),
              values: runtime.history.map((s) => s.value.eventLoopDelay.p99Ms ?? 0),
              format: (n) => `${n} ms`,
            },
          ]}
        />
      </Panel>
      <Panel>
        <TrendPanel
          times={http.history.map((s) => s.at)}
          series={[
            {
              label: t("dashboardMonitor.rps"),
              values: http.history.map((s) => s.value.requestsPerSecond),
              format: String,
            },
            {
              label: t("dashboardMonitor.p99"),
              values: http.history.map((s) => s.value.p99Ms ?? 0),
              format: (n) => `${n} ms`,
            },
          ]}
        />
      </Panel>
    </div>
  );
}

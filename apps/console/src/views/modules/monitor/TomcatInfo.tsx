import { Descriptions } from "@kanya/ui/descriptions";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { formatMs } from "./components/format";
import { MonitorFrame } from "./components/monitor-frame";
import { TrendPanel } from "./components/trend-panel";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** The Tomcat page's counterpart: this server's HTTP figures — requests/s, status mix, latency, open requests. */
export default function TomcatInfo(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.http(), t("monitor.failed"));
  const h = poll.data;
  return (
    <MonitorFrame
      title={t("monitor.http")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!h}
      onRetry={poll.reload}
    >
      {h ? (
        <div className="grid gap-6">
          <Descriptions
            bordered
            column={2}
            items={[
              { label: t("monitor.rps"), children: h.requestsPerSecond },
              { label: t("monitor.total"), children: h.total },
              {
                label: t("monitor.statusMix"),
                children: Object.entries(h.statusMix)
                  .map(([kind, n]) => `${kind}：${n}`)
                  .join("，"),
              },
              { label: t("monitor.inFlight"), children: h.inFlight },
              { label: t("monitor.openConnections"), children: h.openConnections ?? "—" },
              { label: t("monitor.p50"), children: formatMs(h.p50Ms) },
              { label: t("monitor.p99"), children: formatMs(h.p99Ms) },
              { label: t("monitor.maxLatency"), children: formatMs(h.maxMs) },
              { label: t("monitor.samples"), children: h.sampleCount },
            ]}
          />
          <TrendPanel
            times={poll.history.map((h) => h.at)}
            series={[
              {
                label: t("monitor.rps"),
                values: poll.history.map((s) => s.value.requestsPerSecond),
                format: String,
              },
              {
                label: t("monitor.p99"),
                values: poll.history.map((s) => s.value.p99Ms ?? 0),
                format: (n) => `${n} ms`,
              },
            ]}
          />
        </div>
      ) : null}
    </MonitorFrame>
  );
}

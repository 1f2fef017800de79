import { Descriptions } from "@kanya/ui/descriptions";
import { Progress } from "@kanya/ui/progress";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { formatBytes, formatDuration, formatMs, percentOf } from "./components/format";
import { MonitorFrame } from "./components/monitor-frame";
import { TrendPanel } from "./components/trend-panel";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** The JVM page's counterpart: Node and V8 — heap, RSS, event-loop delay, GC pauses, active handles. */
export default function JvmInfo(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.runtime(), t("monitor.failed"));
  const r = poll.data;
  const ms = (n: number) => `${n} ms`;
  return (
    <MonitorFrame
      title={t("monitor.runtime")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!r}
      onRetry={poll.reload}
    >
      {r ? (
        <div className="grid gap-6">
          <Descriptions
            bordered
            column={2}
            items={[
              { label: t("monitor.nodeVersion"), children: r.nodeVersion },
              { label: t("monitor.v8Version"), children: r.v8Version },
              { label: t("monitor.pid"), children: r.pid },
              { label: t("monitor.processUptime"), children: formatDuration(r.uptimeSeconds) },
              {
                label: t("monitor.heap"),
                children: `${formatBytes(r.heapUsed)} / ${formatBytes(r.heapTotal)} / ${formatBytes(r.heapLimit)}`,
              },
              {
                label: t("monitor.heapUsage"),
                children: <Progress percent={percentOf(r.heapUsed, r.heapLimit)} />,
              },
              { label: t("monitor.rss"), children: formatBytes(r.rss) },
              { label: t("monitor.external"), children: formatBytes(r.external) },
              {
                label: t("monitor.loopDelay"),
                children: `${formatMs(r.eventLoopDelay.p50Ms)} / ${formatMs(r.eventLoopDelay.p99Ms)} / ${formatMs(r.eventLoopDelay.maxMs)}`,
              },
              {
                label: t("monitor.gc"),
                children: t("monitor.gcText", { count: r.gc.count, total: r.gc.totalMs, max: r.gc.maxMs }),
              },
              { label: t("monitor.activeHandles"), children: r.activeHandles },
              {
                label: t("monitor.activeResources"),
                children: Object.entries(r.activeResources)
                  .map(([kind, n]) => `${kind} × ${n}`)
                  .join("，"),
              },
            ]}
          />
          <TrendPanel
            times={poll.history.map((h) => h.at)}
            series={[
              {
                label: t("monitor.heapUsed"),
                values: poll.history.map((h) => h.value.heapUsed),
                format: formatBytes,
              },
              { label: t("monitor.rss"), values: poll.history.map((h) => h.value.rss), format: formatBytes },
              {
                label: t("monitor.loopDelayP99"),
                values: poll.history.map((h) => h.value.eventLoopDelay.p99Ms ?? 0),
                format: ms,
              },
            ]}
          />
        </div>
      ) : null}
    </MonitorFrame>
  );
}

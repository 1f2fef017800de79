import { DataTable } from "@kanya/ui/data-table";
import { Descriptions } from "@kanya/ui/descriptions";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { formatBytes } from "./components/format";
import { MonitorFrame } from "./components/monitor-frame";
import { TrendPanel } from "./components/trend-panel";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** Redis监控: INFO, key count and memory of the Redis `REDIS_URL` names, or 未配置 Redis. */
export default function RedisInfo(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.redis(), t("monitor.failed"));
  const r = poll.data;
  return (
    <MonitorFrame
      title={t("monitor.redis")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!r}
      onRetry={poll.reload}
    >
      {r && !r.configured ? (
        <p role="status" className="text-fg-secondary">
          {t("monitor.redisNotConfigured")}
        </p>
      ) : null}
      {r?.configured ? (
        <div className="grid gap-6">
          <Descriptions
            bordered
            column={3}
            items={[
              { label: t("monitor.redisVersion"), children: r.version ?? "—" },
              { label: t("monitor.redisKeys"), children: r.dbSize },
              { label: t("monitor.redisMemory"), children: formatBytes(r.usedMemory) },
            ]}
          />
          <TrendPanel
            times={poll.history.map((h) => h.at)}
            series={[
              {
                label: t("monitor.redisKeys"),
                values: poll.history.map((h) => (h.value.configured ? h.value.dbSize : 0)),
                format: String,
              },
              {
                label: t("monitor.redisMemory"),
                values: poll.history.map((h) => (h.value.configured ? h.value.usedMemory : 0)),
                format: formatBytes,
              },
            ]}
          />
          <DataTable
            label={t("monitor.redisInfo")}
            rowKey="key"
            columns={[
              { title: t("monitor.key"), dataIndex: "key", width: 260 },
              // INFO values (`db0`'s keys=…,expires=…,avg_ttl=…) on one line.
              { title: t("monitor.value"), dataIndex: "value", width: 700, ellipsis: 80 },
            ]}
            dataSource={r.entries}
            pagination={false}
            scroll={{ y: 480 }}
          />
        </div>
      ) : null}
    </MonitorFrame>
  );
}

import type { MonitorDatabase } from "@kanya/client";
import { DataTable } from "@kanya/ui/data-table";
import { Descriptions } from "@kanya/ui/descriptions";
import { Progress } from "@kanya/ui/progress";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { formatBytes, formatDuration, percentOf } from "./components/format";
import { MonitorFrame } from "./components/monitor-frame";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** 服务器信息: the machine, the Node process and the database under it, refreshed every 5 s. */
export default function SystemInfo(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.system(), t("monitor.failed"));
  const s = poll.data;
  return (
    <MonitorFrame
      title={t("monitor.system")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!s}
      onRetry={poll.reload}
    >
      {s ? (
        <div className="grid gap-6">
          <Descriptions
            bordered
            column={2}
            items={[
              { label: t("monitor.hostname"), children: s.hostname },
              { label: t("monitor.os"), children: `${s.os.type} ${s.os.release} (${s.os.arch})` },
              { label: t("monitor.cpuModel"), children: s.cpu.model },
              { label: t("monitor.cpuCount"), children: s.cpu.count },
              { label: t("monitor.load"), children: s.cpu.load.join(" / ") },
              {
                label: t("monitor.cpuUsage"),
                children: <Progress percent={Math.round(s.cpu.usage * 100)} />,
              },
              {
                label: t("monitor.memory"),
                children: `${formatBytes(s.memory.used)} / ${formatBytes(s.memory.total)}`,
              },
              {
                label: t("monitor.memoryUsage"),
                children: <Progress percent={percentOf(s.memory.used, s.memory.total)} />,
              },
              { label: t("monitor.uptime"), children: formatDuration(s.uptimeSeconds) },
              { label: t("monitor.processUptime"), children: formatDuration(s.processUptimeSeconds) },
              { label: t("monitor.nodeVersion"), children: s.nodeVersion },
              { label: t("monitor.dbVersion"), children: s.database.version ?? "—" },
            ]}
          />
          <DatabaseFigures database={s.database} />
        </div>
      ) : null}
    </MonitorFrame>
  );
}

function DatabaseFigures({ database }: { database: MonitorDatabase }) {
  const t = useText();
  const none = (value: number | null, text: (n: number) => string) =>
    value === null ? t("monitor.na") : text(value);
  const slow = database.slowStatements;
  return (
    <section aria-labelledby="monitor-db" className="grid gap-3">
      <h3 id="monitor-db" className="text-[16px] font-semibold text-fg">
        {t("monitor.database")}
      </h3>
      <Descriptions
        bordered
        column={2}
        items={[
          { label: t("monitor.dbConnections"), children: none(database.connections, String) },
          { label: t("monitor.dbSize"), children: none(database.sizeBytes, formatBytes) },
          {
            label: t("monitor.dbCacheHit"),
            children: none(database.cacheHitRatio, (n) => `${(n * 100).toFixed(2)}%`),
          },
          { label: t("monitor.dbLocks"), children: none(database.locks, String) },
        ]}
      />
      {slow.available ? (
        <DataTable
          label={t("monitor.slowStatements")}
          rowKey={(row) => String(row.query)}
          columns={[
            { title: t("monitor.statement"), dataIndex: "query", ellipsis: true },
            { title: t("monitor.calls"), dataIndex: "calls", width: 100 },
            { title: t("monitor.meanMs"), dataIndex: "meanMs", width: 120 },
            { title: t("monitor.totalMs"), dataIndex: "totalMs", width: 120 },
          ]}
          dataSource={slow.rows}
          pagination={false}
        />
      ) : (
        <p className="text-fg-secondary">
          {t("monitor.slowStatements")}：{slow.reason}
        </p>
      )}
    </section>
  );
}

import { DataTable } from "@kanya/ui/data-table";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { MonitorFrame } from "./components/monitor-frame";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** 请求追踪: the server's last 100 requests, newest first (paths without query values). */
export default function HttpTrace(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.trace(), t("monitor.failed"));
  const rows = (poll.data ?? []).map((trace, index) => ({ ...trace, key: `${trace.timestamp}-${index}` }));
  return (
    <MonitorFrame
      title={t("monitor.trace")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!poll.data}
      onRetry={poll.reload}
    >
      <DataTable
        label={t("monitor.trace")}
        rowKey="key"
        columns={[
          {
            title: t("monitor.time"),
            dataIndex: "timestamp",
            width: 180,
            render: (value) => new Date(String(value)).toLocaleString("zh-CN", { hour12: false }),
          },
          { title: t("monitor.method"), dataIndex: "method", width: 90 },
          // Wide enough for most API paths on one line (the table fills a desktop card); longer ones end in …
          { title: t("monitor.path"), dataIndex: "path", width: 430, ellipsis: 52 },
          { title: t("monitor.status"), dataIndex: "status", width: 80 },
          { title: t("monitor.timeTaken"), dataIndex: "timeTaken", width: 100 },
          {
            title: t("monitor.user"),
            dataIndex: "username",
            width: 110,
            render: (value) => (value ? String(value) : "—"),
          },
        ]}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 560 }}
      />
    </MonitorFrame>
  );
}

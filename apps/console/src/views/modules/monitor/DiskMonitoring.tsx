import { Descriptions } from "@kanya/ui/descriptions";
import { Progress } from "@kanya/ui/progress";
import { useText } from "../../../locale";
import { useApi } from "../../../providers";
import type { ViewProps } from "../../view-props";
import { formatBytes } from "./components/format";
import { MonitorFrame } from "./components/monitor-frame";
import { useMonitorPoll } from "./components/use-monitor-poll";

/** 磁盘监控: the disks under the database folder and the upload folder. */
export default function DiskMonitoring(_props: ViewProps) {
  const t = useText();
  const api = useApi();
  const poll = useMonitorPoll(() => api.sys.monitor.disk(), t("monitor.failed"));
  return (
    <MonitorFrame
      title={t("monitor.disk")}
      loading={poll.loading}
      error={poll.error}
      hasData={!!poll.data}
      onRetry={poll.reload}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        {poll.data?.map((d) => (
          <section key={d.name} aria-label={t(d.name === "data" ? "monitor.dataDir" : "monitor.uploadDir")}>
            <h3 className="mb-2 text-[16px] font-semibold text-fg">
              {t(d.name === "data" ? "monitor.dataDir" : "monitor.uploadDir")}
            </h3>
            {d.error ? (
              <p role="alert" className="text-danger">
                {d.error}
              </p>
            ) : (
              <>
                <Progress
                  percent={d.usedPercent ?? 0}
                  status={(d.usedPercent ?? 0) >= 90 ? "exception" : "normal"}
                  aria-label={t("monitor.diskUsed")}
                />
                <Descriptions
                  className="mt-3"
                  bordered
                  column={1}
                  size="small"
                  items={[
                    { label: t("monitor.path"), children: d.path },
                    { label: t("monitor.diskTotal"), children: formatBytes(d.total) },
                    { label: t("monitor.diskUsedSize"), children: formatBytes(d.used) },
                    { label: t("monitor.diskFree"), children: formatBytes(d.free) },
                    { label: t("monitor.fsType"), children: d.fsType ?? "—" },
                  ]}
                />
              </>
            )}
          </section>
        ))}
      </div>
    </MonitorFrame>
  );
}

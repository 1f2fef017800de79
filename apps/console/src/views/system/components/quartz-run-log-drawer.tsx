import type { QuartzJobFire } from "@kanya/client";
import { Button } from "@kanya/ui/button";
import { type DataRow, DataTable, type DataTableColumn } from "@kanya/ui/data-table";
import { Drawer } from "@kanya/ui/drawer";
import { Tag, type TagPresetColor } from "@kanya/ui/tag";
import { useCallback, useEffect, useState } from "react";
import { type TextKey, useText } from "../../../locale";
import { useApi } from "../../../providers";

const FIRST_PAGE = { current: 1, pageSize: 10 };

/** How each outcome of a fire is drawn. */
const OUTCOMES: Record<string, { text: TextKey; color: TagPresetColor }> = {
  queued: { text: "quartzJobs.outcomeQueued", color: "default" },
  running: { text: "quartzJobs.outcomeRunning", color: "primary" },
  ok: { text: "quartzJobs.outcomeOk", color: "success" },
  error: { text: "quartzJobs.outcomeError", color: "danger" },
  skipped: { text: "quartzJobs.outcomeSkipped", color: "warning" },
};
const KINDS: Record<string, TextKey> = {
  cron: "quartzJobs.kindCron",
  manual: "quartzJobs.kindManual",
  misfire: "quartzJobs.kindMisfire",
};

type FireRow = QuartzJobFire & DataRow;

/** 运行日志: one job's fires, newest first — when, how it ended, the message or error, the instance. */
export function QuartzRunLogDrawer({ job, onClose }: { job: DataRow; onClose: () => void }) {
  const t = useText();
  const api = useApi();
  const jobId = String(job.id);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [rows, setRows] = useState<FireRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const response = await api.sys.quartzJob.runLog(jobId, {
        pageNo: paging.current,
        pageSize: paging.pageSize,
      });
      if (!response.success) return void setFailed(response.message);
      setFailed(undefined);
      setRows(response.result.records as FireRow[]);
      setTotal(response.result.total);
    } catch {
      setFailed(t("quartzJobs.runLogFailed"));
    } finally {
      setLoading(false);
    }
  }, [api, jobId, paging, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const columns: DataTableColumn<FireRow>[] = [
    { title: t("quartzJobs.scheduledTime"), dataIndex: "scheduledTime", width: 170 },
    {
      title: t("quartzJobs.fireKind"),
      dataIndex: "fireKind",
      width: 90,
      render: (value) => {
        const key = KINDS[String(value)];
        return key ? t(key) : String(value);
      },
    },
    {
      title: t("quartzJobs.outcome"),
      dataIndex: "outcome",
      width: 90,
      render: (value) => {
        const shown = OUTCOMES[String(value)];
        return shown ? <Tag color={shown.color}>{t(shown.text)}</Tag> : String(value);
      },
    },
    { title: t("quartzJobs.startTime"), dataIndex: "startTime", width: 170 },
    {
      title: t("quartzJobs.duration"),
      dataIndex: "durationMs",
      width: 90,
      render: (value) => (typeof value === "number" ? `${value} ms` : ""),
    },
    { title: t("quartzJobs.message"), dataIndex: "message", width: 260, ellipsis: true },
    { title: t("quartzJobs.instance"), dataIndex: "instanceId", width: 180, ellipsis: true },
  ];

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("quartzJobs.runLogTitle", {
        name: String(job.description || job.jobClassName_dictText || ""),
      })}
      width={1000}
      extra={<Button onClick={() => void load()}>{t("quartzJobs.refresh")}</Button>}
    >
      <DataTable
        label={t("quartzJobs.runLog")}
        columns={columns}
        dataSource={rows}
        loading={loading}
        error={failed}
        onRetry={load}
        pagination={{
          total,
          current: paging.current,
          pageSize: paging.pageSize,
          onChange: (current, pageSize) => setPaging({ current, pageSize }),
        }}
      />
    </Drawer>
  );
}

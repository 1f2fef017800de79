import type { DataRow } from "@kanya/ui/data-table";
import { message } from "@kanya/ui/message";
import { Modal } from "@kanya/ui/modal";
import { Tag } from "@kanya/ui/tag";
import { useState } from "react";
import type { ListPageParts } from "../../../list";
import { useText } from "../../../locale";
import { useAccess, useApi } from "../../../providers";
import { QuartzRunLogDrawer } from "./quartz-run-log-drawer";

/** `status` of a job (dictionary quartz_status): 0 running, -1 stopped. */
export const JOB_RUNNING = "0";
const CODES = {
  resume: "system:quartzJob:resume",
  pause: "system:quartzJob:pause",
  execute: "system:quartzJob:execute",
  list: "system:quartzJob:list",
};

/** The 状态 column: a green 正常 or a grey 停止 tag. */
export function JobStatusTag({ row }: { row: DataRow }) {
  const running = String(row.status) === JOB_RUNNING;
  return <Tag color={running ? "success" : "default"}>{String(row.status_dictText ?? row.status ?? "")}</Tag>;
}

/** 定时任务's own parts: 启动 / 停止 and 立即执行, each after a confirm, and the 运行日志 drawer. */
export function useQuartzJobParts(reload: () => void): ListPageParts {
  const t = useText();
  const api = useApi();
  const access = useAccess();
  const [logOf, setLogOf] = useState<DataRow>();

  const act = (title: string, run: () => Promise<{ success: boolean; message: string }>) =>
    Modal.confirm({
      title,
      onOk: async () => {
        const response = await run();
        if (!response.success) return void message.warning(response.message);
        message.success(response.message);
        reload();
      },
    });

  return {
    rowActions: (row) => {
      const id = String(row.id);
      const running = String(row.status) === JOB_RUNNING;
      return [
        ...(!running && access.can(CODES.resume)
          ? [
              {
                key: "resume",
                label: t("quartzJobs.resume"),
                onSelect: () => act(t("quartzJobs.resumeConfirm"), () => api.sys.quartzJob.resume(id)),
              },
            ]
          : []),
        ...(running && access.can(CODES.pause)
          ? [
              {
                key: "pause",
                label: t("quartzJobs.pause"),
                onSelect: () => act(t("quartzJobs.pauseConfirm"), () => api.sys.quartzJob.pause(id)),
              },
            ]
          : []),
        ...(access.can(CODES.execute)
          ? [
              {
                key: "execute",
                label: t("quartzJobs.execute"),
                onSelect: () => act(t("quartzJobs.executeConfirm"), () => api.sys.quartzJob.execute(id)),
              },
            ]
          : []),
        { key: "runLog", label: t("quartzJobs.runLog"), onSelect: () => setLogOf(row) },
      ];
    },
    dialogs: logOf && <QuartzRunLogDrawer job={logOf} onClose={() => setLogOf(undefined)} />,
  };
}

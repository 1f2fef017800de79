import { quartzJob } from "@kanya/resources";
import { createListPage } from "../../list";
import { QuartzJobFormModal } from "./components/quartz-job-form-modal";
import { JobStatusTag, useQuartzJobParts } from "./components/quartz-job-parts";

/**
 * 定时任务: the list page of the `quartzJob` resource — the cron edited with the cron input and dialog, 启动/停止,
 * 立即执行 and the 运行日志 drawer.
 */
export default createListPage(quartzJob, {
  columns: (columns) =>
    columns.map((column) =>
      column.dataIndex === "status"
        ? { ...column, render: (_value, row) => <JobStatusTag row={row} /> }
        : column,
    ),
  formModal: QuartzJobFormModal,
  useParts: useQuartzJobParts,
});

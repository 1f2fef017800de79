import type { Selectable } from "kysely";
import type { SysQuartzJobFireTable } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { defineListSpec, MAX_PAGE_SIZE } from "../../http/list";
import { formatDateTime } from "../../wire/datetime";

/** One fire as the run log shows it (times GMT+8 like every JeecgBoot date). */
export const toJobFireJson = (row: Selectable<SysQuartzJobFireTable>) => ({
  id: row.id,
  jobId: row.job_id,
  jobClassName: row.job_class_name,
  parameter: row.parameter,
  fireKind: row.fire_kind,
  scheduledTime: formatDateTime(row.scheduled_time),
  startTime: formatDateTime(row.start_time),
  endTime: formatDateTime(row.end_time),
  durationMs: row.start_time && row.end_time ? row.end_time.getTime() - row.start_time.getTime() : null,
  outcome: row.outcome,
  message: row.message,
  instanceId: row.instance_id,
  attempt: row.attempt,
  requestedBy: row.requested_by,
});

export type JobFireJson = ReturnType<typeof toJobFireJson>;

/** `GET /sys/quartzJob/runLog?jobId=`: a job's fires, newest first, filterable by outcome. */
export const runLogListSpec = defineListSpec({
  table: "sys_quartz_job_fire",
  fields: {
    id: { column: "id", type: "string", filter: false },
    jobId: { column: "job_id", type: "string", filter: false },
    fireKind: { column: "fire_kind", type: "string" },
    scheduledTime: { column: "scheduled_time", type: "datetime" },
    startTime: { column: "start_time", type: "datetime" },
    endTime: { column: "end_time", type: "datetime" },
    outcome: { column: "outcome", type: "string" },
    instanceId: { column: "instance_id", type: "string" },
  },
  defaultSort: { field: "scheduledTime", order: "desc" },
  uniqueColumn: "id",
  where: (eb, ctx) => {
    const jobId = ctx.params.jobId?.trim();
    if (!jobId) throw new BusinessError("任务ID不能为空");
    return eb("job_id", "=", jobId);
  },
  maxPageSize: MAX_PAGE_SIZE,
  toRecords: (rows) => rows.map(toJobFireJson),
});

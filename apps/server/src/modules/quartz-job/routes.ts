import { validateCron } from "@kanya/core/cron";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import type { FamilyColumn, ImportDeps } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { defineListSpec, SMALL_LIST_PAGE_SIZE, serveList } from "../../http/list";
import { optionalInteger, optionalText, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { error500, okMessage } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { toQuartzJobJson } from "../../wire/sys-registries";
import { crudRoutes } from "../registry/crud-routes";
import { isJobClassName, unknownJobClassMessage } from "../scheduler/job-catalog";
import { runLogListSpec } from "../scheduler/run-log";
import { MISFIRE_DO_NOTHING, MISFIRE_FIRE_ONCE_NOW } from "../scheduler/scheduler";

const CODES = PERMISSION_CODES.quartzJob;
export const JOB_RUNNING = 0;
export const JOB_STOPPED = -1;

const listSpec = defineListSpec({
  table: "quartz_job",
  fields: {
    id: { column: "id", type: "string" },
    jobClassName: { column: "job_class_name", type: "string" },
    cronExpression: { column: "cron_expression", type: "string" },
    parameter: { column: "parameter", type: "string" },
    description: { column: "description", type: "string" },
    status: { column: "status", type: "integer" },
    misfirePolicy: { column: "misfire_policy", type: "integer" },
    createTime: { column: "create_time", type: "datetime" },
  },
  dictFields: {
    status: "quartz_status",
    jobClassName: "quartz_job_class",
    misfirePolicy: "quartz_misfire_policy",
  },
  where: (eb) => eb.or([eb("del_flag", "=", 0), eb("del_flag", "is", null)]),
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  toRecords: (rows) => rows.map(toQuartzJobJson),
});

/** JeecgBoot's `@Excel` columns of QuartzJob; an imported job is checked as an added one. */
const QUARTZ_JOB_COLUMNS: readonly FamilyColumn[] = [
  { header: "任务类名", field: "jobClassName", width: 40 },
  { header: "cron表达式", field: "cronExpression", width: 25 },
  { header: "参数", field: "parameter", width: 30 },
  { header: "描述", field: "description", width: 30 },
  { header: "状态", field: "status", texts: "quartz_status", width: 10 },
];

/**
 * `/sys/quartzJob/*`: scheduled-job records (cron checked with @kanya/core's Quartz rules, known job
 * classes only), start/stop, run now (a fire the scheduler claims, ../scheduler) and each job's run log.
 * `deps` also carry the storage of an import's failed-rows report.
 */
export function quartzJobRoutes(db: Kysely<Database>, deps: ImportDeps): RouteSpec[] {
  const { clock, log } = deps;
  const setStatus = async (id: string, status: number, username: string) => {
    const result = await db
      .updateTable("quartz_job")
      .set({ status, update_by: username, update_time: clock() })
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };
  return [
    ...crudRoutes(
      db,
      {
        base: "/sys/quartzJob",
        table: "quartz_job",
        codes: CODES,
        messages: {
          add: "创建定时任务成功",
          edit: "更新定时任务成功!",
          delete: "删除成功!",
          deleteBatch: "删除定时任务成功!",
        },
        listSpec,
        toJson: toQuartzJobJson,
        defaults: { del_flag: 0, status: JOB_STOPPED },
        excel: {
          codes: CODES,
          title: "定时任务",
          errorFileName: "quartzJobImportExcelErrorLog",
          columns: QUARTZ_JOB_COLUMNS,
          deps: () => deps,
        },
        async readBody(body, { mode }) {
          const values: Record<string, unknown> = {};
          const className = optionalText(body, "jobClassName", 255);
          if ((mode === "add" && !className) || className === null)
            throw new BusinessError("任务类名不能为空");
          if (className !== undefined) {
            if (!isJobClassName(className)) throw new BusinessError(unknownJobClassMessage(className));
            values.job_class_name = className;
          }
          const cron = optionalText(body, "cronExpression", 255);
          if ((mode === "add" && !cron) || cron === null) throw new BusinessError("Cron表达式不能为空");
          if (cron !== undefined) {
            const check = validateCron(cron);
            if (!check.ok) throw new BusinessError(`Cron表达式不正确：${check.message}`);
            values.cron_expression = cron;
          }
          const parameter = optionalText(body, "parameter", 255);
          if (parameter !== undefined) values.parameter = parameter;
          const description = optionalText(body, "description", 255);
          if (description !== undefined) values.description = description;
          const status = optionalInteger(body, "status", [JOB_RUNNING, JOB_STOPPED]);
          if (status !== undefined && status !== null) values.status = status;
          const misfire = optionalInteger(body, "misfirePolicy", [MISFIRE_FIRE_ONCE_NOW, MISFIRE_DO_NOTHING]);
          if (misfire !== undefined && misfire !== null) values.misfire_policy = misfire;
          return values;
        },
      },
      clock,
    ),
    get("/sys/quartzJob/pause", permission(CODES.pause), async (c) => {
      const found = await setStatus(requireId(c.req.query("id")), JOB_STOPPED, requireAuth(c).user.username);
      return c.json(found ? okMessage("停止定时任务成功") : error500("未找到对应数据"));
    }),
    get("/sys/quartzJob/resume", permission(CODES.resume), async (c) => {
      const found = await setStatus(requireId(c.req.query("id")), JOB_RUNNING, requireAuth(c).user.username);
      return c.json(found ? okMessage("启动定时任务成功") : error500("未找到对应数据"));
    }),
    get("/sys/quartzJob/execute", permission(CODES.execute), async (c) => {
      const job = await db
        .selectFrom("quartz_job")
        .selectAll()
        .where("id", "=", requireId(c.req.query("id")))
        .executeTakeFirst();
      if (!job) return c.json(error500("未找到对应数据"));
      // Run now: an unowned fire, claimed and run by whichever scheduler instance polls first.
      const username = requireAuth(c).user.username;
      const id = newId();
      await db
        .insertInto("sys_quartz_job_fire")
        .values({
          id,
          job_id: job.id,
          job_class_name: job.job_class_name ?? "",
          parameter: job.parameter,
          fire_kind: "manual",
          scheduled_time: clock(),
          outcome: "queued",
          requested_by: username,
        })
        .execute();
      log(
        `[kanya] quartz job ${job.job_class_name} executed on request of ${username} (queued as fire ${id})`,
      );
      return c.json(okMessage("执行成功!"));
    }),
    get("/sys/quartzJob/runLog", permission(CODES.list), (c) => serveList(c, db, runLogListSpec)),
  ];
}

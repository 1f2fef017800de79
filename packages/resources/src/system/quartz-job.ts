import { defineResource, field } from "@kanya/core/resource";

/**
 * 定时任务: a scheduled job — a known job class, its Quartz cron, a parameter, and what to do after a missed
 * fire. Started and stopped by the page's row actions (the server's scheduler runs it), not by the form.
 */
export const quartzJob = defineResource({
  name: "quartzJob",
  title: "定时任务",
  api: "/sys/quartzJob",
  permission: "system:quartzJob",
  table: "quartz_job",
  codes: { import: "system:quartzJob:importExcel", export: "system:quartzJob:exportXls" },
  fields: {
    jobClassName: field.dict("quartz_job_class", {
      label: "任务类名",
      required: true,
      max: 255,
      query: "eq",
      list: { width: 180 },
    }),
    cronExpression: field.text({ label: "Cron表达式", required: true, max: 255, list: { width: 160 } }),
    parameter: field.text({ label: "参数", max: 255, list: { ellipsis: true } }),
    description: field.text({ label: "描述", max: 255, query: "like", list: { ellipsis: true } }),
    misfirePolicy: field.dict("quartz_misfire_policy", {
      label: "错过触发策略",
      max: 2,
      form: { default: "1" },
      list: { width: 140 },
    }),
    status: field.dict("quartz_status", {
      label: "状态",
      max: 2,
      query: "eq",
      form: false,
      list: { width: 90 },
    }),
  },
});

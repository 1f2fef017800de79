/**
 * The job classes a `quartz_job` record may name (JeecgBoot loads `job_class_name` by reflection; Kanya
 * only accepts the names it runs, see builtin-jobs.ts). The titles are the job dictionary's texts.
 */
export const JOB_CLASSES = {
  "org.jeecg.modules.quartz.job.SampleJob": "示例任务",
  "org.jeecg.modules.quartz.job.SampleParamJob": "带参数的示例任务",
  "org.jeecg.modules.message.job.SendMsgJob": "消息推送任务",
  "org.kanya.job.CleanExpiredSessionsJob": "清理过期会话",
  "org.kanya.job.SendDueAnnouncementsJob": "发布到期公告",
  "org.kanya.job.RecountStatusJob": "重算状态计数",
  "org.kanya.job.ExpireMemberCardsJob": "会员卡到期处理",
  "org.kanya.job.MarkOverdueWorkOrdersJob": "标记超期工单",
} as const satisfies Record<string, string>;

export type JobClassName = keyof typeof JOB_CLASSES;

export function isJobClassName(name: string): name is JobClassName {
  return Object.hasOwn(JOB_CLASSES, name);
}

/** Refusal of an unknown class (JeecgBoot's wording). */
export const unknownJobClassMessage = (name: string) => `后台找不到该类名：${name}`;

import { quartzJob } from "@kanya/resources";
import { CronInput } from "@kanya/ui/cron";
import { createFormModal, type FormModalProps } from "../../../list";

/** The job's cron is read in the scheduler's zone (the server's SCHEDULER_TIME_ZONE, Asia/Shanghai by default). */
const SCHEDULER_ZONE = "Asia/Shanghai";

const Dialog = createFormModal(quartzJob, {
  width: 800,
  controlOf: (name) => (name === "cronExpression" ? <CronInput timeZone={SCHEDULER_ZONE} /> : undefined),
});

/** 定时任务's add / edit / detail dialog: the resource's form, its Cron表达式 typed or built in the cron dialog. */
export function QuartzJobFormModal(props: FormModalProps) {
  if (!props.open) return null;
  return <Dialog {...props} />;
}

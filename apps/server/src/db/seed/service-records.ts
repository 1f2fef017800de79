import { CONSULTATION_STATUS, consultationFlow, WORK_ORDER_STATUS, workOrderFlow } from "@kanya/resources";
import type { Insertable, Kysely } from "kysely";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import type { BizRecordTransitionTable } from "../schema-business";
import type {
  BizConsultationTable,
  BizHealthReportTable,
  BizWorkOrderRecordTable,
  BizWorkOrderTable,
} from "../schema-service";
import { generator } from "./business";
import { departId } from "./departs";

/*
 * The customer-service demo rows (issue 16, migration 0018): 300 work orders in every status with their
 * handling records and flow history, 400 consultations (video and phone) from three weeks ago to ten days
 * ahead, 300 health reports over the last quarter. Deterministic: a fixed-seed generator, times from `now`.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Demo PDF every seeded report points at (written into the file storage by `ensureDemoFiles`). */
export const DEMO_REPORT_PDF = "demo/health-report-sample.pdf";

const TITLES: Readonly<Record<string, readonly string[]>> = {
  "1": ["咨询体检套餐包含项目", "咨询会员卡可用门店", "咨询视频问诊开放时间", "咨询体检前注意事项"],
  "2": ["陪诊人员迟到半小时", "体检报告出具延迟", "医生问诊时间过短", "预约电话多次无人接听"],
  "3": ["申请更改预约时间", "退款进度查询", "会员卡剩余次数有误", "发票信息需要更正"],
  "4": ["理赔材料准备咨询", "理赔进度查询", "理赔金额计算有疑问", "需要补充住院病历"],
};
/** SLA by priority (1 低 … 4 紧急), in hours. */
const SLA_HOURS: Readonly<Record<string, number>> = { "1": 72, "2": 48, "3": 24, "4": 4 };
/** Handling actions (`work_order_action`) and what a handler writes. */
const NOTES: readonly (readonly [action: string, note: string])[] = [
  ["2", "已电话联系客户，了解详细情况"],
  ["3", "已协调门店重新安排时间"],
  ["3", "已核实订单信息并反馈客户"],
  ["4", "转交理赔专员跟进"],
  ["5", "回访客户，客户表示满意"],
];
/** Status paths a work order may have taken, with a weight. */
const WORK_PATHS: readonly (readonly [number, readonly string[]])[] = [
  [4, ["0"]],
  [5, ["0", "1"]],
  [9, ["0", "1", "2"]],
  [1, ["0", "3"]],
  [1, ["0", "1", "3"]],
];
const SUMMARIES = [
  "## 主诉\n近一周反复咳嗽，夜间加重。\n\n## 建议\n- 多饮水，注意休息\n- 如发热超过 38.5℃ 请线下就诊",
  "## 主诉\n体检报告提示血脂偏高。\n\n## 建议\n1. 低脂饮食，每周运动 3 次以上\n2. 三个月后复查血脂",
  "## 主诉\n牙龈出血，刷牙时明显。\n\n## 建议\n- 使用软毛牙刷\n- 预约口腔科洁牙",
  "## 主诉\n孩子反复低热两天。\n\n## 建议\n- 物理降温，观察精神状态\n- 持续发热请到儿科就诊",
];
const CONCLUSIONS: Readonly<Record<string, readonly string[]>> = {
  "1": ["总体健康状况良好，血脂轻度偏高", "轻度脂肪肝，建议复查肝功能", "血压正常高值，建议定期监测"],
  "2": ["血常规未见明显异常", "空腹血糖偏高，建议复查糖化血红蛋白", "尿酸偏高"],
  "3": ["胸部 CT 未见明显异常", "甲状腺结节，TI-RADS 3 类", "腰椎轻度退行性改变"],
};

/** `yyyy-MM-dd` of an instant in GMT+8. */
const dayOf = (instant: Date) => new Date(instant.getTime() + 8 * HOUR).toISOString().slice(0, 10);

/** Inserts the customer-service demo rows; the business rows (patients, doctors, orders) are there. */
export async function seedServiceRecords(db: Kysely<Database>, now: Date): Promise<void> {
  const r = generator(20261126);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const patients = await db.selectFrom("biz_patient").select(["id", "name"]).orderBy("id").execute();
  const doctors = await db
    .selectFrom("biz_doctor")
    .select(["id", "name", "hospital_id", "hospital_name"])
    .orderBy("id")
    .execute();
  const orders = await db
    .selectFrom("biz_service_order")
    .select(["id", "order_no", "channel_id"])
    .orderBy("id")
    .execute();
  const serviceDepart = await db
    .selectFrom("sys_depart")
    .select("id")
    .where("id", "=", departId("A01A10"))
    .executeTakeFirst();
  if (patients.length === 0 || doctors.length === 0) return;

  const transitions: Insertable<BizRecordTransitionTable>[] = [];
  const moved = (
    flow: string,
    recordId: string,
    path: readonly string[],
    times: readonly Date[],
    by: string,
  ) =>
    path.slice(1).forEach((to, step) => {
      transitions.push({
        id: stableId(`${flow}-transition:${recordId}:${step}`),
        flow,
        record_id: recordId,
        from_status: path[step] ?? null,
        to_status: to,
        remark: to === WORK_ORDER_STATUS.closed && flow === workOrderFlow.name ? "客户已自行解决" : null,
        create_by: by,
        create_time: times[step + 1] ?? now,
      });
    });

  // Work orders: spread over the last 30 days, each step a few hours after the last.
  const pickPath = () => r.weighted(WORK_PATHS);
  const workOrders: Insertable<BizWorkOrderTable>[] = [];
  const records: Insertable<BizWorkOrderRecordTable>[] = [];
  for (let i = 0; i < 300; i++) {
    const type = String(1 + r.int(4));
    const priority = String(1 + r.int(4));
    const path = pickPath();
    const status = path[path.length - 1] ?? WORK_ORDER_STATUS.open;
    const created = at(Math.floor((i / 300) * 30 * DAY) + r.int(5 * HOUR) + 5 * MINUTE);
    const deadline = new Date(created.getTime() + (SLA_HOURS[priority] ?? 48) * HOUR);
    const times = [created];
    for (let step = 1; step < path.length; step++)
      times.push(
        new Date(
          Math.min(
            (times[step - 1] ?? created).getTime() + (1 + r.int(30)) * HOUR,
            now.getTime() - (path.length - step) * MINUTE,
          ),
        ),
      );
    const finished = times[path.length - 1] ?? created;
    const open = status === WORK_ORDER_STATUS.open || status === WORK_ORDER_STATUS.handling;
    const overdue = open ? deadline < now : path.length > 1 && finished > deadline;
    const order = r.next() < 0.6 ? orders[r.int(orders.length)] : undefined;
    const assignee =
      status === WORK_ORDER_STATUS.open && i % 3 === 0 ? null : i % 5 === 0 ? "admin" : "kefu01";
    const id = stableId(`biz-work-order:${i}`);
    workOrders.push({
      id,
      work_no: `GD${dayOf(created).replaceAll("-", "")}9${String(i).padStart(3, "0")}`,
      title: r.pick(TITLES[type] ?? ["客户咨询"]),
      type,
      priority,
      channel_id: order?.channel_id ?? String(r.pick([1, 3, 4, 7, 8, 9])),
      order_id: order?.id ?? null,
      order_no: order?.order_no ?? null,
      assignee,
      depart_id: assignee ? (serviceDepart?.id ?? null) : null,
      sla_deadline: deadline,
      overdue: overdue ? "1" : "0",
      description: `客户来电反映：${r.pick(TITLES[type] ?? ["客户咨询"])}，请跟进处理并及时回复。`,
      status,
      create_by: "kefu01",
      create_time: created,
      update_by: path.length > 1 ? (assignee ?? "kefu01") : null,
      update_time: path.length > 1 ? finished : null,
    });
    moved(workOrderFlow.name, id, path, times, assignee ?? "kefu01");
    if (path.includes(WORK_ORDER_STATUS.handling)) {
      const handler = assignee ?? "kefu01";
      const start = times[1] ?? created;
      const steps: (readonly [string, string, Date])[] = [["1", "已受理，开始处理", start]];
      // One or two further steps, different ones, in the order NOTES lists them.
      const first = r.int(NOTES.length - 1);
      const extra = 1 + r.int(2);
      for (let n = 0; n < extra; n++) {
        const [action, note] = NOTES[first + n] ?? NOTES[0] ?? ["3", "已处理"];
        steps.push([action, note, new Date(start.getTime() + (n + 1) * 20 * MINUTE)]);
      }
      steps.forEach(([action, note, time], n) => {
        records.push({
          id: stableId(`biz-work-order-record:${i}:${n}`),
          work_order_id: id,
          handle_time: time,
          handler,
          action,
          note,
          sort_no: n + 1,
          create_by: handler,
          create_time: time,
          update_by: null,
          update_time: null,
        });
      });
    }
  }

  // Consultations: from three weeks ago to ten days ahead; the past ones done (a few cancelled), the
  // next ones waiting, the ones of the last hour in progress.
  const consultations: Insertable<BizConsultationTable>[] = [];
  for (let i = 0; i < 400; i++) {
    const kind = i % 2 === 0 ? "video" : "phone";
    const patient = r.pick(patients);
    const doctor = r.pick(doctors);
    const offset = Math.floor(((i / 400) * 31 - 21) * DAY) + r.int(8) * 30 * MINUTE;
    const scheduled = new Date(now.getTime() + offset);
    const duration = kind === "video" ? 15 + r.int(4) * 5 : 10 + r.int(3) * 5;
    const past = scheduled.getTime() + duration * MINUTE < now.getTime();
    const S = CONSULTATION_STATUS;
    // A few past ones were cancelled, a few are still open (in progress: the doctor has not closed them).
    const path = past
      ? i % 13 === 0
        ? [S.waiting, S.cancelled]
        : i % 11 === 0
          ? [S.waiting, S.inProgress]
          : [S.waiting, S.inProgress, S.done]
      : scheduled < now
        ? [S.waiting, S.inProgress]
        : i % 17 === 0
          ? [S.waiting, S.cancelled]
          : [S.waiting];
    const status = path[path.length - 1] ?? S.waiting;
    const created = new Date(Math.min(scheduled.getTime(), now.getTime()) - (1 + r.int(5)) * DAY);
    const started = new Date(Math.min(scheduled.getTime(), now.getTime() - MINUTE));
    const times =
      status === S.cancelled
        ? [created, new Date(created.getTime() + HOUR)]
        : [created, started, new Date(started.getTime() + duration * MINUTE)];
    const id = stableId(`biz-consultation:${i}`);
    const done = status === S.done;
    consultations.push({
      id,
      kind,
      patient_id: patient.id,
      patient_name: patient.name,
      doctor_id: doctor.id,
      doctor_name: doctor.name,
      hospital_name: doctor.hospital_name,
      scheduled_time: scheduled,
      duration_minutes: duration,
      status,
      summary: done ? r.pick(SUMMARIES) : null,
      recording_url: done
        ? `https://media.kanya.example/${kind}/${id}.${kind === "video" ? "mp4" : "mp3"}`
        : null,
      create_by: "kefu01",
      create_time: created,
      update_by: path.length > 1 ? "clinic01" : null,
      update_time: path.length > 1 ? (times[path.length - 1] ?? null) : null,
    });
    moved(consultationFlow.name, id, path, times, "clinic01");
  }

  // Health reports over the last 90 days.
  const reports: Insertable<BizHealthReportTable>[] = Array.from({ length: 300 }, (_, i) => {
    const type = String(1 + (i % 3));
    const patient = r.pick(patients);
    const doctor = r.pick(doctors);
    const date = at(Math.floor((i / 300) * 90 * DAY) + r.int(DAY));
    const conclusion = r.pick(CONCLUSIONS[type] ?? ["未见明显异常"]);
    return {
      id: stableId(`biz-health-report:${i}`),
      patient_id: patient.id,
      patient_name: patient.name,
      type,
      hospital_id: doctor.hospital_id,
      hospital_name: doctor.hospital_name,
      report_date: dayOf(date),
      file: DEMO_REPORT_PDF,
      conclusion,
      interpretation: `<p><strong>${doctor.name}医生解读：</strong>${conclusion}。</p><p>建议保持规律作息，按医嘱复查。</p>`,
      create_by: "clinic01",
      create_time: new Date(date.getTime() + 2 * HOUR),
      update_by: null,
      update_time: null,
    };
  });

  const chunks = async <T>(rows: readonly T[], size: number, insert: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
  };
  await chunks(workOrders, 100, (part) => db.insertInto("biz_work_order").values(part).execute());
  await chunks(records, 200, (part) => db.insertInto("biz_work_order_record").values(part).execute());
  await chunks(consultations, 100, (part) => db.insertInto("biz_consultation").values(part).execute());
  await chunks(reports, 100, (part) => db.insertInto("biz_health_report").values(part).execute());
  await chunks(transitions, 200, (part) => db.insertInto("biz_record_transition").values(part).execute());
}

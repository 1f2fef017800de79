import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { ensureDemoFiles } from "../src/db/seed/demo-files";
import { DEMO_REPORT_PDF } from "../src/db/seed/service-records";
import { builtinJobs } from "../src/modules/scheduler";
import { localFileStorage } from "../src/storage/file-storage";
import { formatDateTime } from "../src/wire/datetime";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

type Client = ReturnType<typeof inProcessClient>;
interface Page<T> {
  records: T[];
  total: number;
}
interface WorkOrder {
  id: string;
  workNo: string;
  title: string;
  status: string;
  status_dictText: string;
  overdue: string;
  overdue_dictText: string;
  assignee: string | null;
  orderNo: string | null;
  channelId: string | null;
  records?: HandlingRecord[];
}
interface HandlingRecord {
  handleTime: string;
  handler: string;
  action: string;
  note: string | null;
}
interface Consultation {
  id: string;
  kind: string;
  status: string;
  patientName: string;
  doctorName: string;
  hospitalName: string | null;
}
interface Transition {
  fromStatus: string;
  toStatus: string;
  toStatus_dictText: string;
  createBy: string;
}

const WO = "/business/workOrder";
const CONSULT = "/business/consultation";
const REPORT = "/business/healthReport";
const NO_PERMISSION = { success: false, code: 510 };
const HOUR = 3600_000;

describe.each(backends)("work orders, consultations and health reports on $name", (backend) => {
  let db: Kysely<Database>;
  let admin: Client;
  let kefu: Client;
  let clinic: Client;
  let refs: { orderId: string; orderNo: string; orderChannel: string; patientId: string; doctorId: string };
  let hospitalId: string;

  const at = (offsetMs: number) => formatDateTime(new Date(Date.now() + offsetMs)) ?? "";
  /** Adds a work order as 客服 and finds it by its unique title. */
  const addWorkOrder = async (body: Record<string, unknown> = {}) => {
    const title = `测试工单${Math.random().toString(36).slice(2, 10)}`;
    const res = await kefu.post(`${WO}/add`, {
      title,
      type: "2",
      priority: "3",
      slaDeadline: at(24 * HOUR),
      description: "客户反映陪诊人员迟到",
      ...body,
    });
    expect(res).toMatchObject({ success: true });
    const page = await kefu.get<Page<WorkOrder>>(`${WO}/list`, { title });
    const found = page.result.records[0];
    if (!found) throw new Error("work order not listed");
    return found;
  };
  const workOrder = async (id: string) => (await kefu.get<WorkOrder>(`${WO}/queryById`, { id })).result;
  const move = (client: Client, api: string, id: string, to: string, remark?: string) =>
    client.post(`${api}/transition`, { id, to, ...(remark ? { remark } : {}) });

  beforeAll(async () => {
    db = await backend.db();
    const app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    kefu = inProcessClient(app, { token: await signIn(app, "kefu01") });
    clinic = inProcessClient(app, { token: await signIn(app, "clinic01") });
    const order = await db
      .selectFrom("biz_service_order")
      .select(["id", "order_no", "channel_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const patient = await db.selectFrom("biz_patient").select("id").orderBy("id").executeTakeFirstOrThrow();
    const doctor = await db
      .selectFrom("biz_doctor")
      .select(["id", "hospital_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    refs = {
      orderId: order.id,
      orderNo: order.order_no,
      orderChannel: order.channel_id ?? "",
      patientId: patient.id,
      doctorId: doctor.id,
    };
    hospitalId = doctor.hospital_id ?? "";
  });

  it("seeds work orders and consultations in every status, with handling records and history", async () => {
    const workCounts = await admin.get<{ status: string; coun: number }[]>(`${WO}/allStatus`);
    expect(workCounts.result.map((c) => c.status).sort()).toEqual(["0", "1", "2", "3"]);
    const consultCounts = await admin.get<{ status: string; coun: number }[]>(`${CONSULT}/allStatus`, {
      kind: "video",
    });
    expect(consultCounts.result.map((c) => c.status).sort()).toEqual(["1", "2", "3", "4"]);
    // Each page counts its own kind: video and phone make up the whole.
    const phoneCounts = await admin.get<{ coun: number }[]>(`${CONSULT}/allStatus`, { kind: "phone" });
    const allCounts = await admin.get<{ coun: number }[]>(`${CONSULT}/allStatus`);
    const sum = (counts: readonly { coun: number }[]) => counts.reduce((n, c) => n + c.coun, 0);
    expect(sum(consultCounts.result)).toBeGreaterThan(0);
    expect(sum(phoneCounts.result)).toBeGreaterThan(0);
    expect(sum(consultCounts.result) + sum(phoneCounts.result)).toBe(sum(allCounts.result));
    const done = await admin.get<Page<WorkOrder>>(`${WO}/list`, { status: "2", pageSize: 1 });
    const first = done.result.records[0] as WorkOrder;
    expect((await workOrder(first.id)).records?.length).toBeGreaterThan(0);
    const history = await admin.get<Transition[]>(`${WO}/transitions`, { id: first.id });
    expect(history.result.map((t) => t.toStatus)).toEqual(["1", "2"]);
    const reports = await admin.get<Page<unknown>>(`${REPORT}/list`, { pageSize: 1 });
    expect(reports.result.total).toBeGreaterThanOrEqual(300);
  });

  it("numbers a work order, fills the related order's number and channel, and checks who handles it", async () => {
    const added = await addWorkOrder({ orderId: refs.orderId, assignee: "kefu01" });
    expect(added).toMatchObject({
      status: "0",
      status_dictText: "待处理",
      overdue: "0",
      orderNo: refs.orderNo,
      channelId: refs.orderChannel,
      assignee: "kefu01",
    });
    expect(added.workNo).toMatch(/^GD\d{8}\d{4}$/);
    const base = { title: "处理人校验", type: "1", priority: "2", slaDeadline: at(HOUR), description: "x" };
    expect(await kefu.post(`${WO}/add`, { ...base, assignee: "nobody-here" })).toMatchObject({
      success: false,
      message: "处理人不存在",
    });
    expect(await kefu.post(`${WO}/add`, { ...base, assignee: "kefu01,admin" })).toMatchObject({
      success: false,
      message: "处理人只能选择一人",
    });
    expect(await kefu.post(`${WO}/add`, { ...base, orderId: "no-such-order" })).toMatchObject({
      success: false,
      message: "关联订单不存在",
    });
    expect(await kefu.post(`${WO}/add`, { ...base, type: "" })).toMatchObject({ success: false });
  });

  it("marks a work order past its deadline: on add, lifted by a later deadline, by the job, and when finished late", async () => {
    const late = await addWorkOrder({ slaDeadline: at(-HOUR) });
    expect(late.overdue).toBe("1");
    expect(await kefu.put(`${WO}/edit`, { id: late.id, slaDeadline: at(2 * HOUR) })).toMatchObject({
      success: true,
    });
    expect((await workOrder(late.id)).overdue).toBe("0");

    // Time passes: the job marks the open order whose deadline went by.
    await db
      .updateTable("biz_work_order")
      .set({ sla_deadline: new Date(Date.now() - 60_000) })
      .where("id", "=", late.id)
      .execute();
    const jobs = builtinJobs({});
    const log = () => undefined;
    const now = new Date();
    const run = await jobs["org.kanya.job.MarkOverdueWorkOrdersJob"]({
      db,
      now,
      parameter: null,
      scheduledTime: now,
      log,
    });
    expect(run.message).toMatch(/^标记超期工单 [1-9]\d* 个$/);
    expect((await workOrder(late.id)).overdue).toBe("1");

    // Finished after its deadline before the job ran: the flow marks it.
    const finishedLate = await addWorkOrder();
    await db
      .updateTable("biz_work_order")
      .set({ sla_deadline: new Date(Date.now() - 60_000) })
      .where("id", "=", finishedLate.id)
      .execute();
    expect(await move(kefu, WO, finishedLate.id, "3", "客户已自行解决")).toMatchObject({ success: true });
    expect(await workOrder(finishedLate.id)).toMatchObject({ status: "3", overdue: "1" });
  });

  it("filters the work order list by several priorities and types at once (the column filters' `<field>=v1,v2`)", async () => {
    const marker = Math.random().toString(36).slice(2, 10);
    for (const priority of ["1", "2", "3"]) {
      const res = await kefu.post(`${WO}/add`, {
        title: `筛选${marker}${priority}`,
        type: priority === "3" ? "1" : "2",
        priority,
        slaDeadline: at(24 * HOUR),
        description: "客户咨询陪诊服务范围",
      });
      expect(res).toMatchObject({ success: true });
    }
    const titles = async (params: Record<string, string>) =>
      (await kefu.get<Page<WorkOrder>>(`${WO}/list`, { title: `*${marker}*`, ...params })).result.records
        .map((r) => r.title)
        .sort();
    expect(await titles({ priority: "1,3" })).toEqual([`筛选${marker}1`, `筛选${marker}3`]);
    expect(await titles({ priority: "1,3", type: "2" })).toEqual([`筛选${marker}1`]);
    expect(await titles({ type: "1,2" })).toHaveLength(3);
  });

  it("takes a work order through handling: records appended only, finishing needs one, codes checked", async () => {
    const added = await addWorkOrder();
    expect(added.assignee).toBeNull();
    // Clinic staff may raise work orders but not handle them.
    expect(await move(clinic, WO, added.id, "1")).toMatchObject(NO_PERMISSION);
    expect(await move(kefu, WO, added.id, "2")).toMatchObject({
      success: false,
      message: "工单待处理，不能变更为已完成",
    });
    expect(await move(kefu, WO, added.id, "1", "开始跟进")).toMatchObject({
      success: true,
      message: "开始处理成功",
    });
    // Starting takes the unassigned order.
    expect((await workOrder(added.id)).assignee).toBe("kefu01");
    expect(await move(kefu, WO, added.id, "2")).toMatchObject({
      success: false,
      message: "请先填写处理记录，再完成工单",
    });

    const first = { handleTime: at(0).slice(0, 16), handler: "kefu01", action: "2", note: "已电话联系客户" };
    expect(await kefu.put(`${WO}/edit`, { id: added.id, records: [first] })).toMatchObject({ success: true });
    const saved = (await workOrder(added.id)).records ?? [];
    expect(saved).toEqual([
      expect.objectContaining({ handleTime: `${first.handleTime}:00`, handler: "kefu01", action: "2" }),
    ]);
    const second = { handleTime: at(0), handler: "kefu01", action: "3", note: "已协调门店改约" };
    expect(
      await kefu.put(`${WO}/edit`, { id: added.id, records: [{ ...first, note: "改过的说明" }, second] }),
    ).toMatchObject({ success: false, message: "已保存的处理记录不能修改或删除" });
    expect(await kefu.put(`${WO}/edit`, { id: added.id, records: [second] })).toMatchObject({
      success: false,
      message: "已保存的处理记录不能修改或删除",
    });
    expect(await kefu.put(`${WO}/edit`, { id: added.id, records: [...saved, second] })).toMatchObject({
      success: true,
    });
    expect(
      await kefu.put(`${WO}/edit`, { id: added.id, records: [{ ...second, action: "" }] }),
    ).toMatchObject({ success: false, message: "第1条处理记录：处理动作不能为空" });

    expect(await move(kefu, WO, added.id, "2", "已解决")).toMatchObject({
      success: true,
      message: "完成工单成功",
    });
    const done = await workOrder(added.id);
    expect(done).toMatchObject({ status: "2", overdue: "0" });
    expect(done.records?.map((r) => r.note)).toEqual(["已电话联系客户", "已协调门店改约"]);
    const more = { handleTime: at(0), handler: "kefu01", action: "5", note: "回访" };
    expect(
      await kefu.put(`${WO}/edit`, { id: added.id, records: [...(done.records ?? []), more] }),
    ).toMatchObject({ success: false, message: "工单已完成，不能再添加处理记录" });
    const history = await kefu.get<Transition[]>(`${WO}/transitions`, { id: added.id });
    expect(history.result.map((t) => [t.toStatus_dictText, t.createBy])).toEqual([
      ["处理中", "kefu01"],
      ["已完成", "kefu01"],
    ]);
  });

  it("keeps video and phone consultations in one table; finishing needs the summary", async () => {
    const scheduledTime = at(2 * HOUR);
    const tag = Math.random().toString(36).slice(2, 8);
    const added = await kefu.post(`${CONSULT}/add`, {
      kind: "phone",
      patientId: refs.patientId,
      doctorId: refs.doctorId,
      scheduledTime,
      durationMinutes: 15,
      recordingUrl: `https://media.kanya.example/phone/${tag}.mp3`,
    });
    expect(added).toMatchObject({ success: true });
    const phone = await kefu.get<Page<Consultation>>(`${CONSULT}/list`, {
      kind: "phone",
      recordingUrl: `https://media.kanya.example/phone/${tag}.mp3`,
    });
    const listed = phone.result.records[0] as Consultation;
    expect(listed).toMatchObject({ kind: "phone", status: "1" });
    expect(listed.patientName).not.toBe("");
    expect(listed.doctorName).not.toBe("");
    const video = await kefu.get<Page<Consultation>>(`${CONSULT}/list`, { kind: "video", pageSize: 50 });
    expect(video.result.records.every((c) => c.kind === "video")).toBe(true);

    expect(
      await kefu.post(`${CONSULT}/add`, {
        kind: "phone",
        patientId: refs.patientId,
        doctorId: "x",
        scheduledTime,
      }),
    ).toMatchObject({ success: false, message: "医生不存在" });
    expect(
      await kefu.post(`${CONSULT}/add`, {
        kind: "video",
        patientId: refs.patientId,
        doctorId: refs.doctorId,
        scheduledTime,
        recordingUrl: "not a link",
      }),
    ).toMatchObject({ success: false });

    // Customer service books and cancels; the doctors' side (clinic staff) holds the consultation.
    expect(await move(kefu, CONSULT, listed.id, "2")).toMatchObject(NO_PERMISSION);
    expect(await move(clinic, CONSULT, listed.id, "2")).toMatchObject({
      success: true,
      message: "开始问诊成功",
    });
    expect(await move(clinic, CONSULT, listed.id, "3")).toMatchObject({
      success: false,
      message: "请先填写问诊小结，再完成问诊",
    });
    const summary = "## 主诉\n头痛两天。\n\n## 建议\n- 规律作息";
    expect(await clinic.put(`${CONSULT}/edit`, { id: listed.id, summary })).toMatchObject({ success: true });
    expect(await move(clinic, CONSULT, listed.id, "3")).toMatchObject({ success: true });
    expect(await move(clinic, CONSULT, listed.id, "4")).toMatchObject({
      success: false,
      message: "问诊已完成，不能变更为已取消",
    });
    const found = await kefu.get<Consultation & { summary: string }>(`${CONSULT}/queryById`, {
      id: listed.id,
    });
    expect(found.result).toMatchObject({ status: "3", summary });
  });

  it("files health reports as PDFs with the patient's and hospital's names; customer service reads them", async () => {
    const conclusion = `血脂偏高${Math.random().toString(36).slice(2, 8)}`;
    const body = {
      patientId: refs.patientId,
      type: "2",
      hospitalId,
      reportDate: "2026-11-20",
      conclusion,
      interpretation: "<p>建议<strong>低脂饮食</strong></p>",
    };
    expect(await clinic.post(`${REPORT}/add`, { ...body, file: "temp/report.docx" })).toMatchObject({
      success: false,
      message: "报告文件只能是PDF",
    });
    expect(
      await clinic.post(`${REPORT}/add`, { ...body, hospitalId: "x", file: "temp/a.pdf" }),
    ).toMatchObject({
      success: false,
      message: "医院不存在",
    });
    expect(await clinic.post(`${REPORT}/add`, { ...body, file: "temp/a.pdf,temp/b.PDF" })).toMatchObject({
      success: true,
    });
    const page = await kefu.get<Page<Record<string, unknown>>>(`${REPORT}/list`, { conclusion });
    expect(page.result.records[0]).toMatchObject({
      type_dictText: "检验报告",
      reportDate: "2026-11-20",
      file: "temp/a.pdf,temp/b.PDF",
    });
    expect(page.result.records[0]?.patientName).toBeTruthy();
    expect(page.result.records[0]?.hospitalName).toBeTruthy();
    expect(await kefu.post(`${REPORT}/add`, { ...body, file: "temp/c.pdf" })).toMatchObject(NO_PERMISSION);
  });

  it("has the seeded reports' demo PDF put into the file storage", async () => {
    const seeded = await db.selectFrom("biz_health_report").select("file").limit(1).executeTakeFirstOrThrow();
    expect(seeded.file).toBe(DEMO_REPORT_PDF);
    const root = await mkdtemp(join(tmpdir(), "kanya-demo-files-"));
    try {
      await ensureDemoFiles(localFileStorage(root));
      const pdf = await readFile(join(root, DEMO_REPORT_PDF));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("%%EOF");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

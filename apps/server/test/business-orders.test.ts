import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { readXlsx } from "./support/xlsx";

type Client = ReturnType<typeof inProcessClient>;
interface Order {
  id: string;
  orderNo: string;
  status: string;
  status_dictText: string;
  channelId: string;
  channelId_dictText: string;
  customerName: string;
  patientName: string;
  hospitalName: string | null;
  doctorName: string | null;
  amount: number;
  paidAmount: number | null;
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Transition {
  fromStatus: string;
  toStatus: string;
  toStatus_dictText: string;
  remark: string | null;
  createBy: string;
  createTime: string;
}

const API = "/business/serviceOrder";
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };

describe.each(backends)("service orders and their status flow on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let adminToken: string;
  let admin: Client;
  let clinic: Client;
  let finance: Client;
  let refs: {
    customerId: string;
    patientId: string;
    hospitalId: string;
    doctorId: string;
    otherDoctorId: string;
  };

  /** A new order of channel 3 by the administrator; its id. */
  const addOrder = async (body: Record<string, unknown> = {}) => {
    const remark = `测试订单${Math.random().toString(36).slice(2, 10)}`;
    const res = await admin.post(`${API}/add`, {
      channelId: "3",
      serviceType: "1",
      customerId: refs.customerId,
      patientId: refs.patientId,
      hospitalId: refs.hospitalId,
      doctorId: refs.doctorId,
      amount: 699,
      remark,
      ...body,
    });
    expect(res).toMatchObject({ success: true, message: "添加成功！" });
    const row = await db
      .selectFrom("biz_service_order")
      .select("id")
      .where("remark", "=", remark)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const order = async (client: Client, id: string) =>
    (await client.get<Order>(`${API}/queryById`, { id })).result;
  const move = (client: Client, id: string, to: string, remark?: string) =>
    client.post(`${API}/transition`, { id, to, ...(remark ? { remark } : {}) });

  beforeAll(async () => {
    db = await backend.db();
    app = createApp({ db });
    adminToken = await signIn(app, "admin");
    admin = inProcessClient(app, { token: adminToken });
    clinic = inProcessClient(app, { token: await signIn(app, "clinic01") });
    finance = inProcessClient(app, { token: await signIn(app, "caiwu01") });
    const doctor = await db
      .selectFrom("biz_doctor")
      .select(["id", "hospital_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom("biz_doctor")
      .select("id")
      .where("hospital_id", "<>", doctor.hospital_id)
      .executeTakeFirstOrThrow();
    const patient = await db
      .selectFrom("biz_patient")
      .select(["id", "customer_id"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    refs = {
      customerId: patient.customer_id ?? "",
      patientId: patient.id,
      hospitalId: doctor.hospital_id ?? "",
      doctorId: doctor.id,
      otherDoctorId: other.id,
    };
  });

  it("adds an order numbered by the fill rule, 待支付, with the names of what it refers to", async () => {
    const id = await addOrder();
    const found = await order(admin, id);
    expect(found).toMatchObject({ status: "1", channelId: "3", amount: 699 });
    expect(found.orderNo).toMatch(/^FW\d{8}\d{4}$/);
    const listed = await admin.get<Page<Order>>(`${API}/list`, { orderNo: found.orderNo });
    expect(listed.result.records).toEqual([
      expect.objectContaining({ id, status_dictText: "待支付", channelId_dictText: "泰和人寿" }),
    ]);
    const names = await db
      .selectFrom("biz_customer")
      .select("name")
      .where("id", "=", refs.customerId)
      .executeTakeFirstOrThrow();
    expect(found.customerName).toBe(names.name);
    expect(found.hospitalName).toBeTruthy();
    expect(found.doctorName).toBeTruthy();
  });

  it("refuses a doctor of another hospital, a paid amount above the amount and a missing patient", async () => {
    expect(
      await admin.post(`${API}/add`, {
        channelId: "3",
        serviceType: "1",
        customerId: refs.customerId,
        patientId: refs.patientId,
        hospitalId: refs.hospitalId,
        doctorId: refs.otherDoctorId,
        amount: 10,
      }),
    ).toMatchObject({ success: false, message: "医生不属于所选医院" });
    expect(
      await admin.post(`${API}/add`, {
        channelId: "3",
        serviceType: "1",
        customerId: refs.customerId,
        patientId: refs.patientId,
        amount: 10,
        paidAmount: 20,
      }),
    ).toMatchObject({ success: false, message: "实付金额不能大于订单金额" });
    expect(
      await admin.post(`${API}/add`, {
        channelId: "3",
        serviceType: "1",
        customerId: refs.customerId,
        amount: 10,
      }),
    ).toMatchObject({ success: false, message: "患者不能为空" });
  });

  it("edits and deletes an order, its history going with it", async () => {
    const id = await addOrder();
    expect(await admin.put(`${API}/edit`, { id, amount: 800 })).toMatchObject({ success: true });
    expect((await order(admin, id)).amount).toBe(800);
    expect(await move(admin, id, "6", "客户取消")).toMatchObject({ success: true });
    expect(await admin.delete(`${API}/delete`, { id })).toMatchObject({
      success: true,
      message: "删除成功!",
    });
    const left = await db
      .selectFrom("biz_record_transition")
      .select("id")
      .where("flow", "=", "serviceOrder")
      .where("record_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });

  it("moves an order 待支付 → 待预约 → 已预约 → 服务中 → 已完成, recording who, when, from, to and why", async () => {
    const id = await addOrder();
    expect(await move(admin, id, "2", "已收款")).toMatchObject({ success: true, message: "确认支付成功" });
    expect((await order(admin, id)).paidAmount).toBe(699);
    expect(await move(clinic, id, "3", "约定周五上午")).toMatchObject({ success: true, message: "预约成功" });
    expect(await move(clinic, id, "4")).toMatchObject({ success: true, message: "开始服务成功" });
    expect(await move(clinic, id, "5")).toMatchObject({ success: true, message: "完成服务成功" });
    expect(await order(admin, id)).toMatchObject({ status: "5" });
    const history = await admin.get<Transition[]>(`${API}/transitions`, { id });
    expect(history.result.map((t) => [t.fromStatus, t.toStatus, t.createBy, t.remark])).toEqual([
      ["1", "2", "admin", "已收款"],
      ["2", "3", "clinic01", "约定周五上午"],
      ["3", "4", "clinic01", null],
      ["4", "5", "clinic01", null],
    ]);
    expect(history.result[3]).toMatchObject({
      toStatus_dictText: "已完成",
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
  });

  it("refuses an edge the flow does not have, and an edge out of a final status", async () => {
    const id = await addOrder();
    expect(await move(admin, id, "5")).toMatchObject({
      success: false,
      message: "订单待支付，不能变更为已完成",
    });
    expect(await move(admin, id, "6")).toMatchObject({ success: true });
    expect(await move(admin, id, "2")).toMatchObject({
      success: false,
      message: "订单已取消，不能变更为待预约",
    });
    expect(await move(admin, id, "9")).toMatchObject({ success: false });
    expect((await admin.get<Transition[]>(`${API}/transitions`, { id })).result).toHaveLength(1);
  });

  it("lets only the roles holding an edge's code move it: finance may close a refund but not take a payment", async () => {
    const id = await addOrder();
    expect(await move(finance, id, "2")).toMatchObject(NO_PERMISSION);
    expect((await order(admin, id)).status).toBe("1");
    expect(await move(clinic, id, "2")).toMatchObject({ success: true });
    expect(await move(clinic, id, "7", "行程变更")).toMatchObject({ success: true, message: "申请退款成功" });
    expect(await move(clinic, id, "8")).toMatchObject(NO_PERMISSION);
    expect(await move(finance, id, "8")).toMatchObject({ success: true, message: "确认退款成功" });
    expect((await order(admin, id)).status).toBe("8");
  });

  it("counts orders per status (allStatus), within a channel when the list is scoped to one", async () => {
    const before = await admin.get<{ status: string; coun: number }[]>(`${API}/allStatus`, {
      queryParamCode: "4",
    });
    const countOf = (rows: { status: string; coun: number }[], status: string) =>
      rows.find((r) => r.status === status)?.coun ?? 0;
    const id = await addOrder({ channelId: "4" });
    await addOrder({ channelId: "9" });
    const after = await admin.get<{ status: string; coun: number }[]>(`${API}/allStatus`, {
      queryParamCode: "4",
    });
    expect(countOf(after.result, "1")).toBe(countOf(before.result, "1") + 1);
    await move(admin, id, "2");
    const moved = await admin.get<{ status: string; coun: number }[]>(`${API}/allStatus`, {
      queryParamCode: "4",
    });
    expect(countOf(moved.result, "1")).toBe(countOf(before.result, "1"));
    expect(countOf(moved.result, "2")).toBe(countOf(before.result, "2") + 1);
    const all = await admin.get<{ status: string; coun: number }[]>(`${API}/allStatus`);
    const total = (rows: { coun: number }[]) => rows.reduce((sum, r) => sum + r.coun, 0);
    expect(total(all.result)).toBeGreaterThan(total(moved.result));
    expect(new Set(all.result.map((r) => r.status))).toEqual(
      new Set(["1", "2", "3", "4", "5", "6", "7", "8"]),
    );
  });

  it("lists one channel's orders by queryParamCode (0 is every channel) or channelId, filtered by status", async () => {
    const scoped = await admin.get<Page<Order>>(`${API}/list`, { queryParamCode: "3", pageSize: 100 });
    expect(scoped.result.records.length).toBeGreaterThan(0);
    expect(new Set(scoped.result.records.map((o) => o.channelId))).toEqual(new Set(["3"]));
    const byId = await admin.get<Page<Order>>(`${API}/list`, { channelId: "3", status: "5", pageSize: 100 });
    expect(byId.result.records.every((o) => o.channelId === "3" && o.status === "5")).toBe(true);
    const every = await admin.get<Page<Order>>(`${API}/list`, { queryParamCode: "0" });
    expect(every.result.total).toBeGreaterThan(scoped.result.total);
  });

  it("exports one channel's orders only, channel as its name, when the list is scoped by queryParamCode", async () => {
    const res = await rawRequest(app, `${API}/exportXls?queryParamCode=9&status=5`, {
      headers: { "X-Access-Token": adminToken },
    });
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[0]?.[0]).toBe("服务订单");
    const channel = rows[1]?.indexOf("渠道") ?? -1;
    const status = rows[1]?.indexOf("状态") ?? -1;
    const data = rows.slice(2);
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((r) => r[channel]))).toEqual(new Set(["瑞丰财险"]));
    expect(new Set(data.map((r) => r[status]))).toEqual(new Set(["已完成"]));
  });

  it("seeds 300 orders over the last 30 days in every status, each with the history that led there", async () => {
    const seeded = await db
      .selectFrom("biz_service_order")
      .select(["id", "status"])
      .where("order_no", "like", "FW________9___")
      .execute();
    expect(seeded).toHaveLength(300);
    const last = await db
      .selectFrom("biz_record_transition")
      .select(["record_id", "to_status", "create_time"])
      .where(
        "record_id",
        "in",
        seeded.map((o) => o.id),
      )
      .orderBy("create_time", "desc")
      .execute();
    for (const o of seeded.filter((s) => s.status !== "1")) {
      expect(last.find((t) => t.record_id === o.id)?.to_status).toBe(o.status);
    }
  });

  it("keeps the flow's codes in the catalog, and a caller without the list code out", async () => {
    expect(PERMISSION_CODES.serviceOrder).toMatchObject({
      pay: "business:serviceOrder:pay",
      refundDone: "business:serviceOrder:refundDone",
    });
    const app = createApp({ db });
    const stranger = inProcessClient(app, { token: await signIn(app, "jeecg") });
    expect(await stranger.get(`${API}/list`)).toMatchObject(NO_PERMISSION);
    expect(await stranger.post(`${API}/transition`, { id: "x", to: "2" })).toMatchObject(NO_PERMISSION);
  });
});

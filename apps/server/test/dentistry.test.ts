import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { dentistryStoreId } from "../src/db/seed/dentistry";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

type Client = ReturnType<typeof inProcessClient>;
interface Order {
  id: string;
  orderNo: string;
  storeId: string;
  storeName: string;
  patientName: string;
  patientMobile: string;
  dentistName: string | null;
  status: string;
  status_dictText: string;
  amount: number;
  paidAmount: number | null;
  payMethod: string | null;
  items?: { item: string; tooth: string | null; quantity: number; unitPrice: number; amount: number }[];
}
interface Page<T> {
  records: T[];
  total: number;
}

const API = "/dentistry/order";
const HAIDIAN = dentistryStoreId("haidian");
const CHAOYANG = dentistryStoreId("chaoyang");

describe.each(backends)("the dentistry store system on $name", (backend) => {
  let db: Kysely<Database>;
  let admin: Client;
  /** 海淀口腔门诊's front desk. */
  let ck001: Client;
  /** 朝阳口腔门诊's. */
  let ck002: Client;
  let refs: { patientId: string; dentistId: string; otherDentistId: string; otherPatientId: string };

  /** A new appointment of 海淀 by ck001 (a walk-in, now); its id. */
  const addOrder = async (body: Record<string, unknown> = {}) => {
    const remark = `测试预约${Math.random().toString(36).slice(2, 10)}`;
    const res = await ck001.post(`${API}/add`, {
      storeId: HAIDIAN,
      patientId: refs.patientId,
      dentistId: refs.dentistId,
      appointmentTime: "2026-11-25 10:30:00",
      remark,
      ...body,
    });
    expect(res).toMatchObject({ success: true, message: "添加成功！" });
    const row = await db
      .selectFrom("biz_dentistry_order")
      .select("id")
      .where("remark", "=", remark)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const order = async (client: Client, id: string) =>
    (await client.get<Order>(`${API}/queryById`, { id })).result;
  const move = (client: Client, id: string, to: string, extra: Record<string, unknown> = {}) =>
    client.post(`${API}/transition`, { id, to, ...extra });

  beforeAll(async () => {
    db = await backend.db();
    const app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    ck001 = inProcessClient(app, { token: await signIn(app, "ck001") });
    ck002 = inProcessClient(app, { token: await signIn(app, "ck002") });
    const of = async (table: "biz_dentist" | "biz_dentistry_patient", storeId: string) =>
      (
        await db
          .selectFrom(table)
          .select("id")
          .where("store_id", "=", storeId)
          .orderBy("id")
          .executeTakeFirstOrThrow()
      ).id;
    refs = {
      patientId: await of("biz_dentistry_patient", HAIDIAN),
      dentistId: await of("biz_dentist", HAIDIAN),
      otherDentistId: await of("biz_dentist", CHAOYANG),
      otherPatientId: await of("biz_dentistry_patient", CHAOYANG),
    };
  });

  it("keeps each front desk to its store: lists, counts, reads, writes and moves", async () => {
    const stores = await ck001.get<Page<{ id: string; name: string }>>("/dentistry/store/list");
    expect(stores.result.records.map((s) => s.name)).toEqual(["海淀口腔门诊"]);
    expect((await admin.get<Page<unknown>>("/dentistry/store/list")).result.total).toBe(3);

    const mine = await ck001.get<Page<Order>>(`${API}/list`, { pageSize: 1000 });
    expect(mine.result.total).toBeGreaterThan(100);
    expect(new Set(mine.result.records.map((o) => o.storeName))).toEqual(new Set(["海淀口腔门诊"]));
    const theirs = await ck002.get<Page<Order>>(`${API}/list`, { pageSize: 1000 });
    expect(new Set(theirs.result.records.map((o) => o.storeName))).toEqual(new Set(["朝阳口腔门诊"]));
    const all = await admin.get<Page<Order>>(`${API}/list`, { pageSize: 1 });
    expect(all.result.total).toBeGreaterThan(mine.result.total + theirs.result.total);
    // A store asked for by another desk is simply not there.
    const asked = await ck001.get<Page<Order>>(`${API}/list`, { storeId: CHAOYANG });
    expect(asked.result.total).toBe(0);

    const counts = async (client: Client) =>
      (await client.get<{ status: string; coun: number }[]>(`${API}/allStatus`)).result.reduce(
        (sum, c) => sum + Number(c.coun),
        0,
      );
    expect(await counts(ck001)).toBe(mine.result.total);

    const other = theirs.result.records[0] as Order;
    expect(await ck001.get(`${API}/queryById`, { id: other.id })).toMatchObject({
      success: false,
      message: "未找到对应数据",
    });
    expect(await ck001.put(`${API}/edit`, { id: other.id, remark: "改别人的" })).toMatchObject({
      success: false,
      message: "未找到对应数据",
    });
    expect(await ck001.delete(`${API}/delete`, { id: other.id })).toMatchObject({ success: false });
    expect(await move(ck001, other.id, "6")).toMatchObject({
      success: false,
      message: "只能操作本门店的数据",
    });
    expect(await ck001.get(`${API}/transitions`, { id: other.id })).toMatchObject({
      success: false,
      message: "只能操作本门店的数据",
    });
    expect(
      await ck001.post(`${API}/add`, {
        storeId: CHAOYANG,
        patientId: refs.patientId,
        appointmentTime: "2026-11-25 11:00:00",
      }),
    ).toMatchObject({ success: false, message: "只能操作本门店的数据" });
    expect(
      await ck001.post("/dentistry/patient/add", {
        name: "外店患者",
        sex: "1",
        mobile: "13900001111",
        storeId: CHAOYANG,
      }),
    ).toMatchObject({ success: false, message: "只能操作本门店的数据" });
    const patients = await ck001.get<Page<{ storeName: string }>>("/dentistry/patient/list", {
      pageSize: 500,
    });
    expect(patients.result.total).toBe(100);
    // The administrator reaches every store.
    expect((await order(admin, other.id)).storeName).toBe("朝阳口腔门诊");
  });

  it("books a walk-in, checks in, treats with items, takes payment, and records every move", async () => {
    const id = await addOrder();
    const added = await order(ck001, id);
    expect(added).toMatchObject({ status: "1", storeName: "海淀口腔门诊", amount: 0, items: [] });
    expect(added.orderNo).toMatch(/^YK\d{8}\d{4}$/);
    expect(added.patientName).toBeTruthy();
    expect(added.patientMobile).toMatch(/^1\d{10}$/);

    expect(await move(ck001, id, "3")).toMatchObject({
      success: false,
      message: "预约已预约，不能变更为治疗中",
    });
    expect(await move(ck001, id, "2")).toMatchObject({ success: true, message: "签到成功" });
    expect(await move(ck001, id, "3")).toMatchObject({ success: true, message: "开始治疗成功" });
    expect(await move(ck001, id, "4")).toMatchObject({ success: false, message: "请填写治疗项目" });
    expect(await move(ck001, id, "4", { items: [] })).toMatchObject({
      success: false,
      message: "至少填写1条治疗项目",
    });
    const items = [
      { item: "4", tooth: "36", quantity: 1, unitPrice: 1200 },
      { item: "3", tooth: "21", quantity: 2, unitPrice: 299.5, amount: 1 },
      { item: "2", tooth: "", quantity: 1, unitPrice: 200 },
    ];
    expect(await move(ck001, id, "4", { items: [{ ...items[0], tooth: "19" }] })).toMatchObject({
      success: false,
      message: "第1条治疗项目：牙位须为FDI牙位号（11–18、21–28、31–38、41–48）",
    });
    expect(await move(ck001, id, "4", { items: [items[0], { ...items[1], tooth: "50" }] })).toMatchObject({
      success: false,
      message: expect.stringMatching(/^第2条治疗项目：牙位/),
    });
    expect(await move(ck001, id, "4", { items: [{ ...items[0], quantity: 0 }] })).toMatchObject({
      success: false,
      message: expect.stringMatching(/^第1条治疗项目：/),
    });
    expect(await move(ck001, id, "4", { items, remark: "右下6根管" })).toMatchObject({
      success: true,
      message: "完成治疗成功",
    });
    const treated = await order(ck001, id);
    // 1200 + 2 × 299.5 + 200: the body's own 金额 is not taken.
    expect(treated).toMatchObject({ status: "4", amount: 1999 });
    expect(treated.items).toEqual([
      expect.objectContaining({ item: "4", tooth: "36", quantity: 1, unitPrice: 1200, amount: 1200 }),
      expect.objectContaining({ item: "3", tooth: "21", quantity: 2, unitPrice: 299.5, amount: 599 }),
      expect.objectContaining({ item: "2", tooth: null, quantity: 1, unitPrice: 200, amount: 200 }),
    ]);

    // Corrected before payment: the amount follows the items' 合计.
    expect(
      await ck001.put(`${API}/edit`, { id, items: [items[0], { ...items[1], quantity: 1 }] }),
    ).toMatchObject({ success: true });
    expect((await order(ck001, id)).amount).toBe(1499.5);

    expect(await move(ck001, id, "5")).toMatchObject({ success: false, message: "请选择支付方式" });
    expect(await move(ck001, id, "5", { payMethod: "1", paidAmount: 2000 })).toMatchObject({
      success: false,
      message: "实收金额不能大于应收金额",
    });
    expect(await move(ck001, id, "5", { payMethod: "1" })).toMatchObject({
      success: true,
      message: "收款成功",
    });
    expect(await order(ck001, id)).toMatchObject({ status: "5", payMethod: "1", paidAmount: 1499.5 });
    expect(await ck001.put(`${API}/edit`, { id, remark: "已完成还改" })).toMatchObject({
      success: false,
      message: "预约已完成，不能修改",
    });
    expect(await move(ck001, id, "6")).toMatchObject({ success: false });

    const history = await ck001.get<
      { fromStatus: string; toStatus: string; createBy: string; remark: string }[]
    >(`${API}/transitions`, { id });
    expect(history.result.map((h) => `${h.fromStatus}→${h.toStatus}`)).toEqual(["1→2", "2→3", "3→4", "4→5"]);
    expect(history.result[2]).toMatchObject({ createBy: "ck001", remark: "右下6根管" });
  });

  it("refuses items before treatment, a dentist of another store, and cancels a booking", async () => {
    const id = await addOrder();
    expect(
      await ck001.put(`${API}/edit`, { id, items: [{ item: "1", quantity: 1, unitPrice: 50 }] }),
    ).toMatchObject({
      success: false,
      message: "开始治疗后才能填写治疗项目",
    });
    expect(await ck001.put(`${API}/edit`, { id, dentistId: refs.otherDentistId })).toMatchObject({
      success: false,
      message: expect.stringMatching(/只能操作本门店的数据|医生不属于该门店/),
    });
    expect(
      await admin.post(`${API}/add`, {
        storeId: HAIDIAN,
        patientId: refs.patientId,
        dentistId: refs.otherDentistId,
        appointmentTime: "2026-11-25 15:00:00",
      }),
    ).toMatchObject({ success: false, message: "医生不属于该门店" });
    expect(await move(ck001, id, "6", { remark: "患者改期" })).toMatchObject({
      success: true,
      message: "取消预约成功",
    });
    expect(await ck001.delete(`${API}/delete`, { id })).toMatchObject({ success: true });
    const left = await db
      .selectFrom("biz_record_transition")
      .select("id")
      .where("record_id", "=", id)
      .execute();
    expect(left).toEqual([]);
  });

  it("names the flow's buttons in its own words", async () => {
    const buttons = await db
      .selectFrom("sys_permission")
      .select(["perms", "name"])
      .where("perms", "in", ["dentistry:order:start", "dentistry:order:pay", "dentistry:store:allStores"])
      .orderBy("perms")
      .execute();
    expect(buttons).toEqual([
      { perms: "dentistry:order:pay", name: "牙科订单-收款" },
      { perms: "dentistry:order:start", name: "牙科订单-开始治疗" },
      { perms: "dentistry:store:allStores", name: "门店-查看全部门店" },
    ]);
  });

  it("seeds three stores with today's appointments in every status and items that add up", async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    for (const client of [ck001, ck002]) {
      const day = await client.get<Page<Order>>(`${API}/list`, {
        appointmentTime_begin: `${today} 00:00:00`,
        appointmentTime_end: `${today} 23:59:59`,
        pageSize: 100,
      });
      expect(new Set(day.result.records.map((o) => o.status))).toEqual(
        new Set(["1", "2", "3", "4", "5", "6"]),
      );
    }
    const { rows } = await db
      .selectFrom("biz_dentistry_order as o")
      .leftJoin("biz_dentistry_treatment_item as i", "i.order_id", "o.id")
      .select((eb) => ["o.id", "o.amount", eb.fn.sum<string>("i.amount").as("total")])
      .where("o.status", "in", ["4", "5"])
      .groupBy(["o.id", "o.amount"])
      .execute()
      .then((found) => ({ rows: found }));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(Number(row.total)).toBe(Number(row.amount));
  });
});

import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

type Client = ReturnType<typeof inProcessClient>;
interface Page<T> {
  records: T[];
  total: number;
}
type Row = Record<string, string | number | null>;

const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };
const suffix = () => Math.random().toString(36).slice(2, 8);
/** A mobile number no seeded row has (the seed uses 137/138/139). */
const mobile = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

describe.each(backends)("business records on $name", (backend) => {
  let db: Kysely<Database>;
  let admin: Client;
  let clinic: Client;
  let finance: Client;

  /** Adds through `api`, then finds the new row by a unique query; its id. */
  const add = async (api: string, body: Record<string, unknown>, query: Record<string, string>) => {
    expect(await admin.post(`${api}/add`, body)).toMatchObject({ success: true });
    const page = await admin.get<Page<Row>>(`${api}/list`, query);
    expect(page.result.records).toHaveLength(1);
    return String(page.result.records[0]?.id);
  };

  beforeAll(async () => {
    db = await backend.db();
    const app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    clinic = inProcessClient(app, { token: await signIn(app, "clinic01") });
    finance = inProcessClient(app, { token: await signIn(app, "caiwu01") });
  });

  it("seeds the 17 channels of the spec's codes with their names in the business_channel dictionary", async () => {
    const page = await admin.get<Page<Row>>("/business/channel/list", { pageSize: 50 });
    expect(page.result.records.map((c) => c.code)).toEqual(
      ["1", "3", "4", "7", "8", "9", "11", "14", "18", "19", "20", "21", "22", "23", "24", "25", "26"].sort(),
    );
    expect(page.result.records.find((c) => c.code === "3")).toMatchObject({
      name: "泰和人寿",
      type_dictText: "保险公司",
    });
    const items = await db
      .selectFrom("sys_dict_item as i")
      .innerJoin("sys_dict as d", "d.id", "i.dict_id")
      .select(["i.item_value", "i.item_text"])
      .where("d.dict_code", "=", "business_channel")
      .execute();
    expect(items).toHaveLength(17);
  });

  it("channels: add, duplicate code refused, edit, delete", async () => {
    const code = `T${suffix()}`.slice(0, 8);
    const id = await add("/business/channel", { code, name: "测试渠道", type: "1", status: "1" }, { code });
    expect(
      await admin.post("/business/channel/add", { code, name: "重复", type: "1", status: "1" }),
    ).toMatchObject({ success: false, message: "渠道编码已存在" });
    expect(await admin.put("/business/channel/edit", { id, name: "测试渠道二" })).toMatchObject({
      success: true,
    });
    expect(await admin.delete("/business/channel/delete", { id })).toMatchObject({ success: true });
  });

  it("customers: a mobile number is checked and unique", async () => {
    const phone = mobile();
    const id = await add(
      "/business/customer",
      { name: "测试客户", type: "1", mobile: phone, channelId: "3" },
      { mobile: phone },
    );
    expect(
      await admin.post("/business/customer/add", {
        name: "另一位",
        type: "1",
        mobile: phone,
        channelId: "3",
      }),
    ).toMatchObject({ success: false, message: "该手机号的客户已存在" });
    expect(
      await admin.post("/business/customer/add", {
        name: "号码错",
        type: "1",
        mobile: "12345",
        channelId: "3",
      }),
    ).toMatchObject({ success: false });
    expect(await admin.delete("/business/customer/delete", { id })).toMatchObject({ success: true });
  });

  it("member cards: the holder's name kept, activation checks the code, freeze and unfreeze, counts per status", async () => {
    const customer = await db
      .selectFrom("biz_customer")
      .select(["id", "name"])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const cardNo = `KT${suffix()}`;
    const id = await add(
      "/business/memberCard",
      {
        cardNo,
        cardType: "2",
        channelId: "3",
        customerId: customer.id,
        activationCode: "123456",
        remainingTimes: 5,
      },
      { cardNo },
    );
    const card = (await admin.get<Row>("/business/memberCard/queryById", { id })).result;
    expect(card).toMatchObject({ holderName: customer.name, status: "0", activateTime: null });
    expect(await admin.post("/business/memberCard/freeze", { id })).toMatchObject({
      success: false,
      message: "会员卡未激活，不能冻结",
    });
    expect(await admin.post("/business/memberCard/activate", { id, activationCode: "000000" })).toMatchObject(
      { success: false, message: "激活码不正确" },
    );
    expect(await admin.post("/business/memberCard/activate", { id, activationCode: "123456" })).toMatchObject(
      { success: true, message: "激活成功" },
    );
    const active = (await admin.get<Row>("/business/memberCard/queryById", { id })).result;
    expect(active).toMatchObject({
      status: "1",
      activateTime: expect.any(String),
      validTo: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(await admin.post("/business/memberCard/freeze", { id })).toMatchObject({
      success: true,
      message: "冻结成功",
    });
    expect(await admin.post("/business/memberCard/unfreeze", { id })).toMatchObject({
      success: true,
      message: "解冻成功",
    });
    expect(await finance.post("/business/memberCard/freeze", { id })).toMatchObject(NO_PERMISSION);
    const counts = await admin.get<{ status: string; coun: number }[]>("/business/memberCard/allStatus");
    expect(new Set(counts.result.map((c) => c.status))).toEqual(new Set(["0", "1", "2", "3"]));
  });

  it("patients: the mainland ID card rule, unique ID card, a customer that exists", async () => {
    const name = `患者${suffix()}`;
    const body = { name, sex: "1", mobile: mobile(), idCard: "11010519491231002X" };
    expect(await admin.post("/business/patient/add", { ...body, idCard: "12345" })).toMatchObject({
      success: false,
    });
    expect(await admin.post("/business/patient/add", { ...body, customerId: "nobody" })).toMatchObject({
      success: false,
      message: "所属客户不存在",
    });
    const existing = await db.selectFrom("biz_patient").select("id_card").executeTakeFirstOrThrow();
    expect(await admin.post("/business/patient/add", { ...body, idCard: existing.id_card })).toMatchObject({
      success: false,
      message: "身份证号或病历号已存在",
    });
    const id = await add(
      "/business/patient",
      { ...body, idCard: `330106900101${String(Date.now()).slice(-3)}` },
      { name },
    );
    expect(await clinic.put("/business/patient/edit", { id, allergies: "青霉素过敏" })).toMatchObject({
      success: true,
    });
    expect(await clinic.delete("/business/patient/delete", { id })).toMatchObject({ success: true });
  });

  it("hospitals and doctors: a doctor carries its hospital's name, renamed with it; a hospital with doctors stays", async () => {
    const name = `测试医院${suffix()}`;
    const hospitalId = await add(
      "/business/hospital",
      { name, level: "1", area: "110105", areaText: "北京市/北京市/朝阳区", cooperationStatus: "1" },
      { name },
    );
    expect(
      await admin.post("/business/doctor/add", {
        name: "测医生",
        hospitalId: "none",
        department: "内科",
        title: "1",
        status: "1",
      }),
    ).toMatchObject({ success: false, message: "医院不存在" });
    const doctorId = await add(
      "/business/doctor",
      { name: `医生${suffix()}`, hospitalId, department: "内科", title: "1", status: "1" },
      { hospitalName: name },
    );
    expect((await admin.get<Row>("/business/doctor/queryById", { id: doctorId })).result).toMatchObject({
      hospitalName: name,
    });
    expect(await admin.put("/business/hospital/edit", { id: hospitalId, name: `${name}新` })).toMatchObject({
      success: true,
    });
    expect((await admin.get<Row>("/business/doctor/queryById", { id: doctorId })).result).toMatchObject({
      hospitalName: `${name}新`,
    });
    expect(await admin.delete("/business/hospital/delete", { id: hospitalId })).toMatchObject({
      success: false,
      message: "医院下还有医生，不能删除",
    });
    expect(await admin.delete("/business/doctor/delete", { id: doctorId })).toMatchObject({ success: true });
    expect(await admin.delete("/business/hospital/delete", { id: hospitalId })).toMatchObject({
      success: true,
    });
  });

  it("seeds the demo rows: customers, cards in every status, patients, hospitals and doctors", async () => {
    const count = async (
      table: "biz_customer" | "biz_member_card" | "biz_patient" | "biz_hospital" | "biz_doctor",
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where("create_by", "in", ["admin", "clinic01"])
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("biz_customer")).toBeGreaterThanOrEqual(60);
    expect(await count("biz_member_card")).toBeGreaterThanOrEqual(120);
    expect(await count("biz_patient")).toBeGreaterThanOrEqual(150);
    expect(await count("biz_hospital")).toBeGreaterThanOrEqual(20);
    expect(await count("biz_doctor")).toBeGreaterThanOrEqual(60);
  });

  it("finance sees no channel, customer or patient pages; clinic staff read channels but do not change them", async () => {
    expect(await finance.get("/business/patient/list")).toMatchObject(NO_PERMISSION);
    expect(await clinic.get("/business/channel/list")).toMatchObject({ success: true });
    expect(
      await clinic.post("/business/channel/add", { code: "X1", name: "x", type: "1", status: "1" }),
    ).toMatchObject(NO_PERMISSION);
  });
});

import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { MSG_OTHER_CHANNEL } from "../src/modules/business/channel-scope";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx } from "./support/xlsx";

/*
 * Department scoping of policies and claims by their insurer channel (issue 16, "Data, permissions and
 * scale"): 保险对接 baoxian01 works in 泰和人寿对接组, channel 3's own department, and sees 泰和人寿's
 * records only; a user there holding the claim's moves still cannot touch another insurer's claim.
 */

type Client = ReturnType<typeof inProcessClient>;
interface Page<T> {
  records: T[];
  total: number;
}
interface Row {
  id: string;
  channelId: string;
  status: string;
}
interface MenuNode {
  meta: { title: string };
  children?: MenuNode[];
}

const CLAIMS = "/business/claim";
const POLICIES = "/business/insurancePolicy";
const OWN_DESK = "A01A09A02A01";
const INSURERS_GROUP = "A01A09A02";
const NOT_FOUND = { success: false, message: "未找到对应数据" };
const REFUSED = { success: false, message: MSG_OTHER_CHANNEL };
const C = PERMISSION_CODES;

describe.each(backends)("policies and claims kept to the insurer of one's department on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let admin: Client;
  let liaison: Client;
  let liaisonToken: string;

  const list = async (client: Client, path: string, query: Record<string, string | number> = {}) =>
    (await client.get<Page<Row>>(`${path}/list`, { pageSize: 1000, ...query })).result;
  const countOf = async (table: "biz_claim" | "biz_insurance_policy", channel: string) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("channel_id", "=", channel)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  /** The first claim of `channel` in `status`. */
  const claimOf = async (channel: string, status: string) =>
    (
      await db
        .selectFrom("biz_claim")
        .select("id")
        .where("channel_id", "=", channel)
        .where("status", "=", status)
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
  /** A user holding `codes`, working in `orgCode`; a signed-in client. */
  const clientIn = async (orgCode: string, codes: readonly string[]) =>
    (await grantedClient(app, db, codes, { orgCode })).client;

  beforeAll(async () => {
    db = await backend.db();
    app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    liaisonToken = await signIn(app, "baoxian01");
    liaison = inProcessClient(app, { token: liaisonToken });
  });

  it("seeds 保险对接 with 保险管理 and 理赔管理 only", async () => {
    const { menu } = (await liaison.sys.getUserPermissionByToken()).result as { menu: MenuNode[] };
    expect(menu.map((n) => n.meta.title)).not.toContain("系统管理");
    const business = menu.find((n) => n.meta.title === "业务管理");
    expect(business?.children?.map((n) => n.meta.title).sort()).toEqual(["保险管理", "理赔管理"].sort());
  });

  it("lists, counts and exports only 泰和人寿's claims and policies for its desk", async () => {
    for (const [path, table] of [
      [CLAIMS, "biz_claim"],
      [POLICIES, "biz_insurance_policy"],
    ] as const) {
      const page = await list(liaison, path);
      expect(page.total, path).toBe(await countOf(table, "3"));
      expect(page.total, path).toBeGreaterThan(0);
      expect(new Set(page.records.map((r) => r.channelId)), path).toEqual(new Set(["3"]));
      expect((await list(admin, path)).total, path).toBeGreaterThan(page.total);
      // Asking for another insurer finds nothing rather than its rows.
      expect((await list(liaison, path, { channelId: "4" })).total, path).toBe(0);
      const counts = (await liaison.get<{ status: string; coun: number }[]>(`${path}/allStatus`)).result;
      expect(
        counts.reduce((sum, c) => sum + Number(c.coun), 0),
        path,
      ).toBe(page.total);
    }
    const res = await rawRequest(app, `${CLAIMS}/exportXls`, { headers: { "X-Access-Token": liaisonToken } });
    const rows = await readXlsx(await res.arrayBuffer());
    const insurer = rows[1]?.indexOf("保险公司") ?? -1;
    expect(insurer).toBeGreaterThanOrEqual(0);
    expect(rows.slice(2).length).toBe(await countOf("biz_claim", "3"));
    expect(new Set(rows.slice(2).map((r) => r[insurer]))).toEqual(new Set(["泰和人寿"]));
  });

  it("finds its own insurer's claim and its history by id, not another's", async () => {
    const own = await claimOf("3", "6");
    const other = await claimOf("4", "6");
    expect(await liaison.get(`${CLAIMS}/queryById`, { id: own })).toMatchObject({ success: true });
    expect(await liaison.get(`${CLAIMS}/queryById`, { id: other })).toMatchObject(NOT_FOUND);
    expect(
      (await liaison.get<unknown[]>(`${CLAIMS}/transitions`, { id: own })).result.length,
    ).toBeGreaterThan(0);
    expect(await liaison.get(`${CLAIMS}/transitions`, { id: other })).toMatchObject(REFUSED);
    const otherPolicy = await db
      .selectFrom("biz_insurance_policy")
      .select("id")
      .where("channel_id", "=", "9")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    expect(await liaison.get(`${POLICIES}/queryById`, { id: otherPolicy.id })).toMatchObject(NOT_FOUND);
  });

  it("refuses editing, moving, deleting and reporting on another insurer's claims to a desk user who may", async () => {
    const desk = await clientIn(OWN_DESK, [
      C.claim.list,
      C.claim.add,
      C.claim.edit,
      C.claim.delete,
      C.claim.collect,
      C.insurancePolicy.list,
      C.insurancePolicy.add,
    ]);
    const own = await claimOf("3", "1");
    const other = await claimOf("4", "1");

    expect(await desk.put(`${CLAIMS}/edit`, { id: other, remark: "越权修改" })).toMatchObject(NOT_FOUND);
    expect(await desk.post(`${CLAIMS}/transition`, { id: other, to: "2" })).toMatchObject(REFUSED);
    expect(await desk.delete(`${CLAIMS}/delete`, { id: other })).toMatchObject({ success: false });
    const untouched = await db
      .selectFrom("biz_claim")
      .select(["status", "remark"])
      .where("id", "=", other)
      .executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ status: "1" });
    expect(untouched.remark).not.toBe("越权修改");

    expect(await desk.put(`${CLAIMS}/edit`, { id: own, remark: "本渠道补充说明" })).toMatchObject({
      success: true,
    });
    expect(await desk.post(`${CLAIMS}/transition`, { id: own, to: "2" })).toMatchObject({
      success: true,
      message: "受理报案成功",
    });

    // A claim on another insurer's policy takes that insurer: refused.
    const otherPolicy = await db
      .selectFrom("biz_insurance_policy")
      .selectAll()
      .where("channel_id", "=", "4")
      .where("status", "=", "1")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hospital = await db.selectFrom("biz_hospital").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(
      await desk.post(`${CLAIMS}/add`, {
        policyId: otherPolicy.id,
        hospitalId: hospital.id,
        accidentDate: otherPolicy.start_date,
        diagnosis: "越权报案",
        invoices: [
          { invoiceNo: "FPX001", invoiceDate: otherPolicy.start_date, item: "门诊诊查费", amount: 30 },
        ],
      }),
    ).toMatchObject(REFUSED);

    const policy = {
      policyNo: `BDSCOPE${Math.random().toString(36).slice(2, 8)}`,
      holderName: "测试投保人",
      insuredPatientId: otherPolicy.insured_patient_id,
      product: "门急诊医疗险",
      coverage: 20000,
      premium: 520,
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      status: "1",
    };
    expect(await desk.post(`${POLICIES}/add`, { ...policy, channelId: "4" })).toMatchObject(REFUSED);
    expect(await desk.post(`${POLICIES}/add`, { ...policy, channelId: "3" })).toMatchObject({
      success: true,
    });
  });

  it("lets 保险渠道组 (every insurer's department) and 财务 see every insurer's claims", async () => {
    const all = (await list(admin, CLAIMS)).total;
    const group = await clientIn(INSURERS_GROUP, [C.claim.list]);
    expect((await list(group, CLAIMS)).total).toBe(all);
    const finance = inProcessClient(app, { token: await signIn(app, "caiwu01") });
    expect((await list(finance, CLAIMS)).total).toBe(all);
  });
});

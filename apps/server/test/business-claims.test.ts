import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { ensureDemoFiles } from "../src/db/seed/demo-files";
import { DEMO_CLAIM_PAPERS } from "../src/db/seed/insurance";
import { CLAIM_MESSAGES } from "../src/modules/business/insurance-routes";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

type Client = ReturnType<typeof inProcessClient>;
interface Invoice {
  id?: string;
  invoiceNo: string;
  invoiceDate: string;
  item: string;
  amount: number;
}
interface Claim {
  id: string;
  claimNo: string;
  policyNo: string;
  channelId: string;
  channelId_dictText: string;
  patientId: string;
  patientName: string;
  hospitalName: string;
  claimedAmount: number;
  approvedAmount: number | null;
  status: string;
  status_dictText: string;
  invoices: Invoice[];
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Move {
  fromStatus: string;
  toStatus: string;
  toStatus_dictText: string;
  remark: string | null;
  createBy: string;
}

const API = "/business/claim";
const POLICY_API = "/business/insurancePolicy";
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };

const INVOICES: Invoice[] = [
  { invoiceNo: "FP0001", invoiceDate: "2026-11-20", item: "门诊诊查费", amount: 120.5 },
  { invoiceNo: "FP0002", invoiceDate: "2026-11-20", item: "西药费", amount: 0.1 },
  { invoiceNo: "FP0003", invoiceDate: "2026-11-21", item: "血常规检查", amount: 0.2 },
];

describe.each(backends)("insurance policies and claims on $name", (backend) => {
  let db: Kysely<Database>;
  let admin: Client;
  let clinic: Client;
  let finance: Client;
  let service: Client;
  let refs: { policyId: string; policyNo: string; insuredId: string; hospitalId: string; start: string };

  /** A new claim by clinic staff on the policy in force; its id. */
  const addClaim = async (body: Record<string, unknown> = {}) => {
    const diagnosis = `测试诊断${Math.random().toString(36).slice(2, 10)}`;
    const res = await clinic.post(`${API}/add`, {
      policyId: refs.policyId,
      hospitalId: refs.hospitalId,
      accidentDate: refs.start,
      diagnosis,
      invoices: INVOICES,
      ...body,
    });
    expect(res).toMatchObject({ success: true, message: "添加成功！" });
    const row = await db
      .selectFrom("biz_claim")
      .select("id")
      .where("diagnosis", "=", diagnosis)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const claim = async (id: string) => (await admin.get<Claim>(`${API}/queryById`, { id })).result;
  const move = (client: Client, id: string, to: string, extra: Record<string, unknown> = {}) =>
    client.post(`${API}/transition`, { id, to, ...extra });

  beforeAll(async () => {
    db = await backend.db();
    const app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    clinic = inProcessClient(app, { token: await signIn(app, "clinic01") });
    finance = inProcessClient(app, { token: await signIn(app, "caiwu01") });
    service = inProcessClient(app, { token: await signIn(app, "kefu01") });
    // A policy in force over today, so the accident date may be its first day.
    const policy = await db
      .selectFrom("biz_insurance_policy")
      .selectAll()
      .where("status", "=", "1")
      .where("coverage", ">=", "50000")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const hospital = await db.selectFrom("biz_hospital").select("id").orderBy("id").executeTakeFirstOrThrow();
    refs = {
      policyId: policy.id,
      policyNo: policy.policy_no,
      insuredId: policy.insured_patient_id,
      hospitalId: hospital.id,
      start: policy.start_date,
    };
  });

  it("seeds policies and claims in every status, each claim's amount its invoices' total", async () => {
    const policies = await admin.get<{ status: string; coun: number }[]>(`${POLICY_API}/allStatus`);
    expect(policies.result.map((c) => c.status).sort()).toEqual(["1", "2", "3"]);
    const counts = await admin.get<{ status: string; coun: number }[]>(`${API}/allStatus`);
    expect(counts.result.map((c) => c.status).sort()).toEqual(["1", "2", "3", "4", "5", "6"]);
    const mismatched = await db
      .selectFrom("biz_claim as c")
      .innerJoin("biz_claim_invoice as i", "i.claim_id", "c.id")
      .select(["c.id", "c.claimed_amount"])
      .select((eb) => eb.fn.sum<string>("i.amount").as("total"))
      .groupBy(["c.id", "c.claimed_amount"])
      .execute();
    expect(mismatched.length).toBeGreaterThanOrEqual(300);
    for (const row of mismatched) expect(Number(row.total)).toBe(Number(row.claimed_amount));
    const paid = await admin.get<Page<Claim>>(`${API}/list`, { status: "6", pageSize: 1 });
    const history = await admin.get<Move[]>(`${API}/transitions`, { id: paid.result.records[0]?.id });
    expect(history.result.at(-1)).toMatchObject({ toStatus: "6", createBy: "caiwu01" });
  });

  it("puts the seeded claims' papers into the file storage as a PDF", async () => {
    const papers = await db
      .selectFrom("biz_claim")
      .select("attachments")
      .where("status", "=", "6")
      .executeTakeFirstOrThrow();
    expect(papers.attachments).toBe(DEMO_CLAIM_PAPERS);
    const root = await mkdtemp(join(tmpdir(), "kanya-claim-papers-"));
    try {
      await ensureDemoFiles(localFileStorage(root));
      const pdf = await readFile(join(root, DEMO_CLAIM_PAPERS));
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("Kanya demo claim papers");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("adds a claim numbered by the fill rule with its invoices, the policy's facts and the invoices' 合计", async () => {
    const id = await addClaim();
    const found = await claim(id);
    expect(found.claimNo).toMatch(/^LP\d{8}\d{4}$/);
    expect(found).toMatchObject({
      policyNo: refs.policyNo,
      patientId: refs.insuredId,
      status: "1",
      claimedAmount: 120.8,
      approvedAmount: null,
    });
    const listed = await clinic.get<Page<Claim>>(`${API}/list`, { claimNo: found.claimNo });
    expect(listed.result.records[0]).toMatchObject({ status_dictText: "已报案", claimedAmount: 120.8 });
    expect(listed.result.records[0]?.channelId_dictText).not.toBe("");
    expect(found.invoices.map(({ id: _id, ...invoice }) => invoice)).toEqual(INVOICES);

    // An edit with invoices replaces them and the total; one without keeps them.
    await clinic.put(`${API}/edit`, {
      id,
      invoices: [{ invoiceNo: "FP0009", invoiceDate: "2026-11-22", item: "复诊费", amount: 50 }],
    });
    expect((await claim(id)).claimedAmount).toBe(50);
    await clinic.put(`${API}/edit`, { id, remark: "补充说明" });
    const kept = await claim(id);
    expect(kept.invoices).toHaveLength(1);
    expect(kept.claimedAmount).toBe(50);
  });

  it("checks the invoices and the claim against its policy", async () => {
    const base = {
      policyId: refs.policyId,
      hospitalId: refs.hospitalId,
      accidentDate: refs.start,
      diagnosis: "x",
    };
    expect(await clinic.post(`${API}/add`, base)).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.noInvoices,
    });
    expect(await clinic.post(`${API}/add`, { ...base, invoices: [] })).toMatchObject({
      success: false,
      message: "至少填写1条发票",
    });
    expect(
      await clinic.post(`${API}/add`, {
        ...base,
        invoices: [INVOICES[0], { invoiceNo: "FP2", invoiceDate: "2026-11-20", item: "药" }],
      }),
    ).toMatchObject({ success: false, message: "第2条发票：金额不能为空" });
    expect(
      await clinic.post(`${API}/add`, {
        ...base,
        invoices: [{ invoiceNo: "FP2", invoiceDate: "2026-13-01", item: "药", amount: 1 }],
      }),
    ).toMatchObject({ success: false, message: "第1条发票：字段invoiceDate必须是日期(yyyy-MM-dd)" });
    expect(
      await clinic.post(`${API}/add`, {
        ...base,
        invoices: [{ invoiceNo: "FP2", invoiceDate: "2026-11-20", item: "药", amount: 99999999 }],
      }),
    ).toMatchObject({ success: false });
    expect(
      await clinic.post(`${API}/add`, { ...base, accidentDate: "2001-01-01", invoices: INVOICES }),
    ).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.outsidePeriod,
    });
    const lapsed = await db
      .selectFrom("biz_insurance_policy")
      .select("id")
      .where("status", "=", "3")
      .executeTakeFirstOrThrow();
    expect(
      await clinic.post(`${API}/add`, { ...base, policyId: lapsed.id, invoices: INVOICES }),
    ).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.policyNotInForce,
    });
    // Nothing of the refused adds was written, invoices included.
    const orphans = await db
      .selectFrom("biz_claim_invoice as i")
      .leftJoin("biz_claim as c", "c.id", "i.claim_id")
      .select("i.id")
      .where("c.id", "is", null)
      .execute();
    expect(orphans).toEqual([]);
  });

  it("moves a claim from 报案 to 已赔付: clinic staff collect and send, finance settles within the claim and pays", async () => {
    const id = await addClaim();
    expect(await move(clinic, id, "2", { remark: "受理" })).toMatchObject({
      success: true,
      message: "受理报案成功",
    });
    // The papers must be there before review.
    expect(await move(clinic, id, "3")).toMatchObject({ success: false, message: CLAIM_MESSAGES.noPapers });
    await clinic.put(`${API}/edit`, { id, attachments: "temp/claim-papers.pdf" });
    expect(await move(clinic, id, "3")).toMatchObject({ success: true, message: "提交审核成功" });
    // Under review the form no longer changes it; clinic staff may not decide.
    expect(await clinic.put(`${API}/edit`, { id, remark: "改" })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.locked,
    });
    expect(await move(clinic, id, "4", { approvedAmount: 100 })).toMatchObject(NO_PERMISSION);
    // Settling needs an approved amount within the claimed one.
    expect(await move(finance, id, "4")).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.noApproved,
    });
    expect(await move(finance, id, "4", { approvedAmount: 120.81 })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.overClaimed,
    });
    expect(await move(finance, id, "4", { approvedAmount: "abc" })).toMatchObject({ success: false });
    expect((await claim(id)).status).toBe("3");
    expect(await move(finance, id, "4", { approvedAmount: 100.5, remark: "核定" })).toMatchObject({
      success: true,
      message: "核定结案成功",
    });
    expect(await claim(id)).toMatchObject({ status: "4", approvedAmount: 100.5 });
    expect(await move(clinic, id, "6")).toMatchObject(NO_PERMISSION);
    expect(await move(finance, id, "6")).toMatchObject({ success: true, message: "确认赔付成功" });
    expect(await move(finance, id, "5", { remark: "x" })).toMatchObject({
      success: false,
      message: "理赔已赔付，不能变更为拒赔",
    });
    const history = await finance.get<Move[]>(`${API}/transitions`, { id });
    expect(history.result.map((m) => [m.fromStatus, m.toStatus, m.createBy])).toEqual([
      ["1", "2", "clinic01"],
      ["2", "3", "clinic01"],
      ["3", "4", "caiwu01"],
      ["4", "6", "caiwu01"],
    ]);
    expect(history.result[2]?.remark).toBe("核定");
    // A claim that moved on is not deleted.
    expect(await clinic.delete(`${API}/delete`, { id })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.deleteReported,
    });
  });

  it("refuses and asks for papers only with a reason; a refused claim's approved amount is 0", async () => {
    const id = await addClaim({ attachments: "temp/a.pdf" });
    await move(clinic, id, "2");
    await move(clinic, id, "3");
    expect(await move(finance, id, "2")).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.papersReason,
    });
    expect(await move(finance, id, "2", { remark: "请补充病历" })).toMatchObject({ success: true });
    await move(clinic, id, "3");
    expect(await move(finance, id, "5")).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.refuseReason,
    });
    expect(await move(finance, id, "5", { remark: "既往症" })).toMatchObject({
      success: true,
      message: "拒赔成功",
    });
    expect(await claim(id)).toMatchObject({ status: "5", approvedAmount: 0 });
  });

  it("keeps the roles to their part: finance reads, customer service sees no claims", async () => {
    const id = await addClaim();
    expect(await finance.post(`${API}/add`, { policyId: refs.policyId })).toMatchObject(NO_PERMISSION);
    expect(await finance.put(`${API}/edit`, { id, remark: "x" })).toMatchObject(NO_PERMISSION);
    expect(await move(finance, id, "2")).toMatchObject(NO_PERMISSION);
    expect((await finance.get<Page<Claim>>(`${API}/list`)).success).toBe(true);
    expect(await service.get(`${API}/list`)).toMatchObject(NO_PERMISSION);
    expect(await service.get(`${API}/transitions`, { id })).toMatchObject(NO_PERMISSION);
    // A claim still reported is deleted with its invoices and history.
    await move(clinic, id, "2");
    const fresh = await addClaim();
    expect(await clinic.delete(`${API}/delete`, { id: fresh })).toMatchObject({ success: true });
    const left = await db
      .selectFrom("biz_claim_invoice")
      .select("id")
      .where("claim_id", "=", fresh)
      .execute();
    expect(left).toEqual([]);
  });

  it("keeps a policy's insurer to the insurer channels and its period forward", async () => {
    const body = {
      policyNo: `BDTEST${Math.random().toString(36).slice(2, 8)}`,
      channelId: "3",
      holderName: "测试投保人",
      insuredPatientId: refs.insuredId,
      product: "门急诊医疗险",
      coverage: 20000,
      premium: 520,
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      status: "1",
    };
    expect(await clinic.post(`${POLICY_API}/add`, { ...body, channelId: "1" })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.notInsurer,
    });
    expect(await clinic.post(`${POLICY_API}/add`, { ...body, endDate: "2025-12-31" })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.period,
    });
    expect(await clinic.post(`${POLICY_API}/add`, body)).toMatchObject({ success: true });
    const listed = await finance.get<Page<{ policyNo: string; insuredName: string }>>(`${POLICY_API}/list`, {
      policyNo: body.policyNo,
    });
    expect(listed.result.records[0]?.insuredName).not.toBe("");
    expect(await finance.post(`${POLICY_API}/add`, body)).toMatchObject(NO_PERMISSION);
    // A policy with claims stays.
    expect(await admin.delete(`${POLICY_API}/delete`, { id: refs.policyId })).toMatchObject({
      success: false,
      message: CLAIM_MESSAGES.policyHasClaims,
    });
  });
});

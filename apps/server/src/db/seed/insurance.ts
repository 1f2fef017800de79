import { CHANNELS, CLAIM_STATUS, type ClaimStatus, claimFlow } from "@kanya/resources";
import type { Insertable, Kysely } from "kysely";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import type { BizRecordTransitionTable } from "../schema-business";
import type { BizClaimInvoiceTable, BizClaimTable, BizInsurancePolicyTable } from "../schema-insurance";
import { GIVEN, generator, SURNAMES } from "./business";

/*
 * The insurance demo data (issue 16), fictional: 200 policies of the insurer channels (生效中, 已过期,
 * 已退保) on the seeded patients, and 300 claims on the policies in force in every status of the claim flow,
 * each with 1–4 invoices (the claimed amount is their 合计) and the moves that led there in the flow
 * history (clinic01 takes and sends, caiwu01 reviews and pays). Deterministic, dates around `now`.
 */

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** The papers every seeded claim past 已报案 carries (written by the demo files, like the reports' PDF). */
export const DEMO_CLAIM_PAPERS = "demo/claim-papers-sample.pdf";

const PRODUCTS: readonly (readonly [name: string, coverage: number, premium: number])[] = [
  ["安心百万医疗险", 2_000_000, 398],
  ["齿科关爱保障计划", 10_000, 299],
  ["住院津贴险", 50_000, 168],
  ["门急诊医疗险", 20_000, 520],
  ["重疾守护险", 300_000, 2680],
  ["体检无忧意外险", 100_000, 99],
];

const DIAGNOSES: readonly (readonly [diagnosis: string, items: readonly string[]])[] = [
  ["急性支气管炎", ["门诊诊查费", "血常规检查", "胸部X线", "西药费"]],
  ["龋齿，根管治疗", ["口腔检查", "根管治疗", "牙片拍摄", "材料费"]],
  ["阑尾炎，腹腔镜阑尾切除术", ["住院床位费", "手术费", "麻醉费", "西药费", "检验费"]],
  ["2型糖尿病复诊", ["门诊诊查费", "糖化血红蛋白", "西药费"]],
  ["腰椎间盘突出症", ["核磁共振", "理疗费", "中成药费"]],
  ["急性胃肠炎", ["急诊诊查费", "输液费", "西药费"]],
  ["右桡骨远端骨折", ["急诊诊查费", "X线检查", "石膏固定", "复位术"]],
  ["白内障超声乳化术", ["眼科检查", "手术费", "人工晶体", "住院床位费"]],
];

/** Paths a claim may have taken, each ending in the status it has now, with a weight. */
const PATHS: readonly (readonly [weight: number, path: readonly ClaimStatus[]])[] = [
  [3, ["1"]],
  [3, ["1", "2"]],
  [3, ["1", "2", "3"]],
  [1, ["1", "2", "3", "2"]],
  [2, ["1", "2", "3", "4"]],
  [2, ["1", "2", "3", "5"]],
  [6, ["1", "2", "3", "4", "6"]],
  [1, ["1", "2", "3", "2", "3", "4", "6"]],
];

const REMARKS: Readonly<Record<string, string>> = {
  "2": "材料已收齐",
  "3": "提交保险公司审核",
  "5": "既往症不在保障范围内",
  "6": "已转账至被保险人账户",
};

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** `yyyy-MM-dd` of an instant in GMT+8. */
const dayOf = (instant: Date) => new Date(instant.getTime() + 8 * HOUR).toISOString().slice(0, 10);
const cents = (yuan: number) => Math.round(yuan * 100) / 100;

/** Inserts the insurance demo rows after the business ones (patients and hospitals); `now` is the seed's clock. */
export async function seedInsuranceData(db: Kysely<Database>, now: Date): Promise<void> {
  const r = generator(20261126);
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const insurers = CHANNELS.filter((c) => c.type === "2");
  const patients = await db.selectFrom("biz_patient").select(["id", "name"]).orderBy("id").execute();
  const hospitals = await db.selectFrom("biz_hospital").select(["id", "name"]).orderBy("id").execute();
  if (patients.length === 0 || hospitals.length === 0) return;

  const policies: Insertable<BizInsurancePolicyTable>[] = Array.from({ length: 200 }, (_, i) => {
    const insured = patients[i % patients.length] as { id: string; name: string };
    const [product, coverage, premium] = PRODUCTS[i % PRODUCTS.length] ?? ["安心百万医疗险", 2_000_000, 398];
    const insurer = insurers[i % insurers.length];
    const status = i % 10 === 8 ? "2" : i % 10 === 9 ? "3" : "1";
    // In force: started within the last 11 months; expired: ended before today.
    const start = status === "2" ? at((400 + r.int(300)) * DAY) : at((5 + r.int(330)) * DAY);
    const end = new Date(start.getTime() + 364 * DAY);
    const self = i % 4 !== 0;
    return {
      id: stableId(`biz-insurance-policy:${i}`),
      policy_no: `BD${dayOf(start).replaceAll("-", "")}${pad(i, 4)}`,
      channel_id: insurer?.code ?? "3",
      holder_name: self ? insured.name : `${r.pick([...SURNAMES])}${r.pick([...GIVEN])}${r.pick([...GIVEN])}`,
      insured_patient_id: insured.id,
      insured_name: insured.name,
      product,
      coverage,
      premium,
      start_date: dayOf(start),
      end_date: dayOf(end),
      status,
      remark: status === "3" ? "投保人申请退保" : null,
      create_by: "clinic01",
      create_time: start,
      update_by: null,
      update_time: null,
    };
  });
  await db.insertInto("biz_insurance_policy").values(policies).execute();

  const inForce = policies.filter((p) => p.status === "1");
  const pickPath = () => r.weighted(PATHS);
  const claims: Insertable<BizClaimTable>[] = [];
  const invoices: Insertable<BizClaimInvoiceTable>[] = [];
  const moves: Insertable<BizRecordTransitionTable>[] = [];
  for (let i = 0; i < 300; i++) {
    const policy = inForce[r.int(inForce.length)] as Insertable<BizInsurancePolicyTable>;
    const hospital = hospitals[r.int(hospitals.length)] as { id: string; name: string };
    const [diagnosis, items] = DIAGNOSES[r.int(DIAGNOSES.length)] ?? ["急性胃肠炎", ["西药费"]];
    const path = pickPath();
    const status = path[path.length - 1] ?? CLAIM_STATUS.reported;
    // Reported over the last 45 days, the newest minutes ago; the accident a few days before, in the period.
    const created = at(Math.floor((i / 300) * 45 * DAY) + r.int(6 * HOUR) + 10 * 60_000);
    const startMs = new Date(`${policy.start_date}T00:00:00+08:00`).getTime();
    const accident = new Date(Math.max(startMs, created.getTime() - (1 + r.int(10)) * DAY));
    const id = stableId(`biz-claim:${i}`);
    const claimNo = `LP${dayOf(created).replaceAll("-", "")}9${pad(i, 3)}`;

    const count = 1 + r.int(Math.min(4, items.length));
    // Four invoices stay within the smallest coverage; a stay in hospital adds a large first one.
    const coverage = Number(policy.coverage);
    const cap = Math.min(3000, coverage / 5);
    let total = 0;
    for (let n = 0; n < count; n++) {
      const large = n === 0 && items.length > 3 && coverage >= 50_000 ? 2000 + r.int(8000) : 0;
      const amount = cents(30 + r.next() * cap + large);
      total = cents(total + amount);
      invoices.push({
        id: stableId(`biz-claim-invoice:${i}:${n}`),
        claim_id: id,
        sort_no: n + 1,
        invoice_no: `${pad(44000000 + i * 131 + n, 8)}`,
        invoice_date: dayOf(new Date(accident.getTime() + n * HOUR)),
        item: items[n] ?? "西药费",
        amount,
        create_by: "clinic01",
        create_time: created,
      });
    }

    let time = created.getTime();
    for (let step = 1; step < path.length; step++) {
      time = Math.min(time + (2 + r.int(30)) * HOUR, now.getTime() - (path.length - step) * 60_000);
      const from = path[step - 1] as ClaimStatus;
      const to = path[step] as ClaimStatus;
      const papersAsked = from === CLAIM_STATUS.reviewing && to === CLAIM_STATUS.papers;
      moves.push({
        id: stableId(`biz-claim-transition:${i}:${step}`),
        flow: claimFlow.name,
        record_id: id,
        from_status: from,
        to_status: to,
        remark: papersAsked ? "请补充住院病历首页" : (REMARKS[to] ?? null),
        // Clinic staff take the report and send it to review; finance asks for papers, decides and pays.
        create_by: papersAsked || !["2", "3"].includes(to) ? "caiwu01" : "clinic01",
        create_time: new Date(time),
      });
    }
    const settled = path.includes(CLAIM_STATUS.settled);
    const approved = settled
      ? cents(total * (0.7 + r.int(31) / 100))
      : status === CLAIM_STATUS.refused
        ? 0
        : null;
    claims.push({
      id,
      claim_no: claimNo,
      policy_id: policy.id as string,
      policy_no: policy.policy_no,
      channel_id: policy.channel_id,
      patient_id: policy.insured_patient_id,
      patient_name: policy.insured_name ?? null,
      hospital_id: hospital.id,
      hospital_name: hospital.name,
      accident_date: dayOf(accident),
      diagnosis,
      claimed_amount: total,
      approved_amount: approved,
      attachments: status === CLAIM_STATUS.reported ? null : DEMO_CLAIM_PAPERS,
      status,
      remark: null,
      create_by: "clinic01",
      create_time: created,
      update_by: path.length > 1 ? (moves[moves.length - 1]?.create_by ?? null) : null,
      update_time: path.length > 1 ? new Date(time) : null,
    });
  }
  for (let i = 0; i < claims.length; i += 100)
    await db
      .insertInto("biz_claim")
      .values(claims.slice(i, i + 100))
      .execute();
  for (let i = 0; i < invoices.length; i += 200)
    await db
      .insertInto("biz_claim_invoice")
      .values(invoices.slice(i, i + 200))
      .execute();
  for (let i = 0; i < moves.length; i += 200)
    await db
      .insertInto("biz_record_transition")
      .values(moves.slice(i, i + 200))
      .execute();
}

import { detailRowsSum, readFieldValue } from "@kanya/core/resource";
import {
  CLAIM_EDITABLE,
  CLAIM_STATUS,
  claim,
  claimFlow,
  claimInvoices,
  insurancePolicy,
} from "@kanya/resources";
import { type CrudValues, crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import type { RouteSpec } from "../../http/routes";
import type { ChannelScope } from "./channel-scope";
import { nextDailyNumber } from "./daily-number";
import type { BusinessDeps } from "./deps";
import { deleteFlowHistory, type FlowMove, flowRoutes } from "./flow-routes";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";
import { recordJson } from "./record-json";

const INSURER_TYPE = "2";
const POLICY_IN_FORCE = "1";

export const CLAIM_MESSAGES = {
  notInsurer: "保险公司须为保险公司类型的渠道",
  period: "终止日期不能早于生效日期",
  policyHasClaims: "保单下还有理赔，不能删除",
  policyNotInForce: "保单不在生效中，不能报案",
  outsidePeriod: "出险日期不在保单有效期内",
  overCoverage: "申请金额不能超过保单保额",
  noInvoices: "至少填写1条发票",
  locked: "理赔已进入审核，不能修改",
  deleteReported: "只能删除已报案的理赔",
  noPapers: "请先上传理赔材料",
  noApproved: "请填写核定金额",
  overClaimed: "核定金额不能大于申请金额",
  refuseReason: "拒赔须填写拒赔原因",
  papersReason: "请说明需补充的材料",
} as const;

/** A money value a transition's body carries (the approved amount), read like the claim's field. */
function approvedAmountOf(body: Readonly<Record<string, unknown>>): number {
  const raw = body.approvedAmount;
  if (raw === undefined || raw === null || raw === "") throw new BusinessError(CLAIM_MESSAGES.noApproved);
  const reading = readFieldValue("approvedAmount", claim.fields.approvedAmount, raw);
  if (!reading.ok) throw new BusinessError(reading.message);
  if (reading.value === null) throw new BusinessError(CLAIM_MESSAGES.noApproved);
  return reading.value as number;
}

/**
 * `/business/insurancePolicy` and `/business/claim`: policies of insurer channels with the insured's name
 * kept; claims with their invoices saved in the claim's transaction (the claimed amount is their 合计), the
 * policy's number, insurer and insured taken from the policy, and the claim flow (claim-flow.ts): the
 * papers must be there to go to review, settling needs an approved amount within the claimed one, refusing
 * and asking for papers need a reason. Every move is in the flow's history. Both are kept to the insurers
 * of the user's department (`scope`): a claim's insurer is its policy's.
 */
export function insuranceRoutes(deps: BusinessDeps, scope: ChannelScope): RouteSpec[] {
  const { db, clock, importDeps } = deps;
  const CODES = BUSINESS_PERMISSION_CODES.claim;

  const nameOf = async (table: "biz_patient" | "biz_hospital", id: string, label: string) => {
    const row = await db.selectFrom(table).select("name").where("id", "=", id).executeTakeFirst();
    if (!row) throw new BusinessError(`${label}不存在`);
    return row.name;
  };
  const policyOf = async (id: string) => {
    const row = await db
      .selectFrom("biz_insurance_policy")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new BusinessError("保单不存在");
    return row;
  };

  /** The policy's insurer must be a 保险公司 channel; its insured's name is kept; its period must run forward. */
  const checkPolicy = async (
    values: CrudValues<"biz_insurance_policy">,
    existing: { start_date: string; end_date: string } | undefined,
  ) => {
    const next = { ...values };
    if (values.channel_id) {
      const insurer = await db
        .selectFrom("biz_channel")
        .select("type")
        .where("code", "=", values.channel_id)
        .executeTakeFirst();
      if (insurer?.type !== INSURER_TYPE) throw new BusinessError(CLAIM_MESSAGES.notInsurer);
    }
    if (values.insured_patient_id)
      next.insured_name = await nameOf("biz_patient", values.insured_patient_id, "被保险人");
    const start = values.start_date ?? existing?.start_date;
    const end = values.end_date ?? existing?.end_date;
    if (start && end && end < start) throw new BusinessError(CLAIM_MESSAGES.period);
    return next;
  };

  /** Where a claim stands after an add or edit: its policy's facts, names, the invoices' total. */
  const checkClaim = async (
    values: CrudValues<"biz_claim">,
    mode: "add" | "edit",
    existing: { status: string; policy_id: string; accident_date: string | null } | undefined,
    invoices: readonly Record<string, unknown>[] | undefined,
  ) => {
    if (existing && !CLAIM_EDITABLE.includes(existing.status)) throw new BusinessError(CLAIM_MESSAGES.locked);
    if (mode === "add" && !invoices) throw new BusinessError(CLAIM_MESSAGES.noInvoices);
    const next = { ...values };
    const policy = await policyOf(values.policy_id ?? existing?.policy_id ?? "");
    if (values.policy_id) {
      if (mode === "add" && policy.status !== POLICY_IN_FORCE)
        throw new BusinessError(CLAIM_MESSAGES.policyNotInForce);
      next.policy_no = policy.policy_no;
      next.channel_id = policy.channel_id;
      // The claim is for the policy's insured.
      next.patient_id = policy.insured_patient_id;
      next.patient_name = await nameOf("biz_patient", policy.insured_patient_id, "被保险人");
    }
    const accident = values.accident_date ?? existing?.accident_date;
    if (accident && (accident < policy.start_date || accident > policy.end_date))
      throw new BusinessError(CLAIM_MESSAGES.outsidePeriod);
    if (values.hospital_id) next.hospital_name = await nameOf("biz_hospital", values.hospital_id, "医院");
    if (invoices) {
      const total = detailRowsSum(invoices, "amount");
      if (total > Number(policy.coverage)) throw new BusinessError(CLAIM_MESSAGES.overCoverage);
      next.claimed_amount = total;
    }
    return next;
  };

  /** A move's own rule (inside its transaction). */
  const onMove = async ({ trx, id, edge, body, remark }: FlowMove) => {
    const record = await trx
      .selectFrom("biz_claim")
      .select(["attachments", "claimed_amount"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    switch (edge.action) {
      case "submitReview": {
        if (!record.attachments?.trim()) throw new BusinessError(CLAIM_MESSAGES.noPapers);
        return;
      }
      case "requestPapers":
        if (!remark) throw new BusinessError(CLAIM_MESSAGES.papersReason);
        return;
      case "settle": {
        const approved = approvedAmountOf(body);
        if (approved > Number(record.claimed_amount)) throw new BusinessError(CLAIM_MESSAGES.overClaimed);
        await trx.updateTable("biz_claim").set({ approved_amount: approved }).where("id", "=", id).execute();
        return;
      }
      case "refuse":
        if (!remark) throw new BusinessError(CLAIM_MESSAGES.refuseReason);
        await trx.updateTable("biz_claim").set({ approved_amount: 0 }).where("id", "=", id).execute();
        return;
      default:
        return;
    }
  };

  return [
    ...crudRoutes(
      db,
      {
        resource: insurancePolicy,
        toJson: recordJson(insurancePolicy),
        messages: { duplicate: "保单号已存在" },
        userScope: scope.rows,
        async check(raw, context) {
          return checkPolicy(await scope.written(raw, context), context.existing);
        },
        async onDelete(trx, ids) {
          const claims = await trx
            .selectFrom("biz_claim")
            .select("id")
            .where("policy_id", "in", ids)
            .limit(1)
            .execute();
          if (claims.length > 0) throw new BusinessError(CLAIM_MESSAGES.policyHasClaims);
        },
        excel: { title: "保单", deps: importDeps },
      },
      clock,
    ),
    ...crudRoutes(
      db,
      {
        resource: claim,
        toJson: recordJson(claim),
        messages: { duplicate: "理赔号已存在" },
        details: {
          invoices: { rows: claimInvoices, table: "biz_claim_invoice", parentColumn: "claim_id" },
        },
        userScope: scope.rows,
        async check(values, context) {
          const { mode, existing, details } = context;
          // The insurer comes from the policy: checked once the policy has set it.
          const next = await scope.written(
            await checkClaim(values, mode, existing, details.invoices),
            context,
          );
          if (mode === "edit") return next;
          return {
            ...next,
            claim_no: await nextDailyNumber(db, "LP", "claim_no", clock()),
            status: claimFlow.initial,
          };
        },
        async onDelete(trx, ids) {
          const moved = await trx
            .selectFrom("biz_claim")
            .select("id")
            .where("id", "in", ids)
            .where("status", "<>", CLAIM_STATUS.reported)
            .limit(1)
            .execute();
          if (moved.length > 0) throw new BusinessError(CLAIM_MESSAGES.deleteReported);
          await deleteFlowHistory(trx, claimFlow, ids);
        },
        excel: { title: "理赔", deps: importDeps },
      },
      clock,
    ),
    ...flowRoutes(deps, {
      flow: claimFlow,
      table: "biz_claim",
      path: claim.api,
      listCode: CODES.list,
      reach: (c, id) => scope.reach("biz_claim", id, requireAuth(c)),
      onMove,
    }),
  ];
}

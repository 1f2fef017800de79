import { claimFlow, consultationFlow, orderFlow, type StatusFlow, workOrderFlow } from "@kanya/resources";
import { stableId } from "../../ids";
import { BUSINESS_PERMISSION_CODES } from "../../modules/business/permission-codes";

/*
 * The business codes' button rows (under the menus of their pages) and which roles hold them beside the
 * administrator: clinic staff (诊所员工) work the records and move orders through booking and service;
 * finance (财务出纳) sees orders and closes refunds, and cannot otherwise move an order; customer service (客服)
 * and channel operators (渠道运营) as noted below.
 */

/** Menu key (seed/menus.ts) a business entity's buttons sit under. */
export const BUSINESS_BUTTON_MENU: Readonly<Record<string, string>> = {
  channel: "channel",
  customer: "customer",
  memberCard: "memberCard",
  patient: "patient",
  hospital: "hospital",
  doctor: "hospital",
  serviceOrder: "order",
  insurancePolicy: "insurance",
  claim: "claim",
  workOrder: "workOrder",
  // One resource behind 视频问诊 and 电话问诊: its buttons sit under the first.
  consultation: "videoConsultation",
  healthReport: "healthReport",
};

export const BUSINESS_ENTITY_NAME: Readonly<Record<string, string>> = {
  channel: "渠道",
  customer: "客户",
  memberCard: "会员卡",
  patient: "患者",
  hospital: "医院",
  doctor: "医生",
  serviceOrder: "服务订单",
  insurancePolicy: "保单",
  claim: "理赔",
  workOrder: "工单",
  consultation: "问诊",
  healthReport: "健康报告",
};

/** The order flow's actions and the card's, as their buttons read. */
export const BUSINESS_ACTION_NAME: Readonly<Record<string, string>> = {
  ...Object.fromEntries(orderFlow.edges.map((t) => [t.action, t.action === "book" ? "预约" : t.label])),
  refundDone: "退款处理",
  // The claim flow's actions are its own words (collect, submitReview, settle, refuse, payout …).
  ...Object.fromEntries(claimFlow.edges.map((e) => [e.action, e.label])),
  allChannels: "查看全部渠道",
  activate: "激活",
  freeze: "冻结",
  unfreeze: "解冻",
};

/** A flow's buttons by code (`工单-完成工单`): its actions share names with other flows' (finish, start, cancel). */
const flowButtonNames = (flow: StatusFlow, entity: string) =>
  Object.fromEntries(flow.edges.map((e) => [flow.actionCode(e.action), `${entity}-${e.label}`]));

/** Button names by code, where the action's name alone would read wrong. */
export const BUSINESS_BUTTON_NAME: Readonly<Record<string, string>> = {
  ...flowButtonNames(workOrderFlow, "工单"),
  ...flowButtonNames(consultationFlow, "问诊"),
};

const C = BUSINESS_PERMISSION_CODES;
const buttonId = (code: string) => stableId(`permission:button:${code}`);
const all = (codes: Readonly<Record<string, string>>) => Object.values(codes);

/** The button rows each role holds, by role code. */
export const BUSINESS_GRANTS = {
  clinic: [
    C.channel.list,
    ...all(C.customer),
    ...all(C.memberCard),
    ...all(C.patient),
    ...all(C.hospital),
    ...all(C.doctor),
    C.serviceOrder.list,
    C.serviceOrder.add,
    C.serviceOrder.edit,
    C.serviceOrder.export,
    C.serviceOrder.pay,
    C.serviceOrder.book,
    C.serviceOrder.start,
    C.serviceOrder.finish,
    C.serviceOrder.cancel,
    C.serviceOrder.refund,
    // Clinic staff record policies, report claims, collect the papers and send them to review.
    ...all(C.insurancePolicy),
    C.claim.list,
    C.claim.add,
    C.claim.edit,
    C.claim.delete,
    C.claim.export,
    C.claim.collect,
    C.claim.submitReview,
    // Clinic staff raise work orders, hold the consultations (the doctors' side) and file the reports.
    C.workOrder.list,
    C.workOrder.add,
    ...all(C.consultation),
    ...all(C.healthReport),
  ].map(buttonId),
  // 财务: closes refunds; reviews claims (asks for papers, settles with an approved amount or refuses)
  // and pays them; reads the policies.
  caiwu: [
    C.serviceOrder.list,
    C.serviceOrder.export,
    C.serviceOrder.refundDone,
    C.insurancePolicy.list,
    C.claim.list,
    C.claim.export,
    C.claim.requestPapers,
    C.claim.settle,
    C.claim.refuse,
    C.claim.payout,
  ].map(buttonId),
  // 客服: answers customers of every channel — looks records up, keeps customers and patients, changes
  // bookings, cancels and asks for refunds, activates and freezes cards; never pays, serves or refunds.
  service: [
    C.channel.list,
    C.customer.list,
    C.customer.add,
    C.customer.edit,
    C.memberCard.list,
    C.memberCard.activate,
    C.memberCard.freeze,
    C.memberCard.unfreeze,
    C.patient.list,
    C.patient.add,
    C.patient.edit,
    C.hospital.list,
    C.doctor.list,
    C.serviceOrder.list,
    C.serviceOrder.book,
    C.serviceOrder.cancel,
    C.serviceOrder.refund,
    // Work orders are customer service's own: taken, handled, finished or closed here; consultations
    // booked and cancelled for the customer; reports read to answer them.
    C.workOrder.list,
    C.workOrder.add,
    C.workOrder.edit,
    C.workOrder.export,
    ...Object.values(workOrderFlow.codes),
    C.consultation.list,
    C.consultation.add,
    C.consultation.edit,
    C.consultation.cancel,
    C.healthReport.list,
  ].map(buttonId),
  // 渠道运营: runs its own channel (by department, channel.departIds) — its customers, cards (issues them),
  // patients and orders, with exports; moves no order.
  channelOps: [
    C.channel.list,
    C.customer.list,
    C.customer.add,
    C.customer.edit,
    C.customer.export,
    C.memberCard.list,
    C.memberCard.add,
    C.memberCard.export,
    C.patient.list,
    C.patient.export,
    C.serviceOrder.list,
    C.serviceOrder.export,
  ].map(buttonId),
  // 保险对接: an insurer's liaison — reads and exports that insurer's policies and claims (by department,
  // channel.departIds), follows each claim's moves; changes nothing.
  insurer: [C.insurancePolicy.list, C.insurancePolicy.export, C.claim.list, C.claim.export].map(buttonId),
} as const;

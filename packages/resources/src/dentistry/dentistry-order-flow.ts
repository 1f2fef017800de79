/*
 * The dentistry order's status flow (status-flow.ts says how both ends read it): booked, the patient
 * arrives and is checked in (签到), treated, the items confirmed (完成治疗), paid (收款); an appointment
 * not yet treated may be cancelled. Values are the `dentistry_order_status` dictionary's.
 */
import { defineStatusFlow } from "../status-flow.js";

export const DENTISTRY_STATUS = {
  booked: "1",
  arrived: "2",
  treating: "3",
  toPay: "4",
  done: "5",
  cancelled: "6",
} as const;

const S = DENTISTRY_STATUS;

/** The dentistry order's flow; each action's code is `dentistry:order:<action>`. */
export const dentistryOrderFlow = defineStatusFlow({
  name: "dentistryOrder",
  codePrefix: "dentistry:order",
  noun: "预约",
  statuses: {
    [S.booked]: "已预约",
    [S.arrived]: "已到店",
    [S.treating]: "治疗中",
    [S.toPay]: "待支付",
    [S.done]: "已完成",
    [S.cancelled]: "已取消",
  },
  initial: S.booked,
  edges: [
    { from: S.booked, to: S.arrived, action: "checkIn", label: "签到" },
    { from: S.arrived, to: S.treating, action: "start", label: "开始治疗" },
    // The body carries the treatment items; the order's amount becomes their 合计.
    { from: S.treating, to: S.toPay, action: "finish", label: "完成治疗" },
    // The body carries the payment method and the amount paid.
    { from: S.toPay, to: S.done, action: "pay", label: "收款" },
    { from: S.booked, to: S.cancelled, action: "cancel", label: "取消预约" },
    { from: S.arrived, to: S.cancelled, action: "cancel", label: "取消预约" },
  ],
});

/*
 * The service order's status flow (status-flow.ts says how both ends read it). Values are the
 * `service_order_status` dictionary's.
 */
import { defineStatusFlow } from "../status-flow.js";

export const ORDER_STATUS = {
  unpaid: "1",
  toBook: "2",
  booked: "3",
  inService: "4",
  done: "5",
  cancelled: "6",
  refunding: "7",
  refunded: "8",
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The dictionary's texts, in tab order. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  "1": "待支付",
  "2": "待预约",
  "3": "已预约",
  "4": "服务中",
  "5": "已完成",
  "6": "已取消",
  "7": "退款中",
  "8": "已退款",
};

const S = ORDER_STATUS;

/** The service order's flow: the main path, cancellation and refund. */
export const orderFlow = defineStatusFlow({
  name: "serviceOrder",
  codePrefix: "business:serviceOrder",
  noun: "订单",
  statuses: ORDER_STATUS_TEXT,
  initial: S.unpaid,
  edges: [
    { from: S.unpaid, to: S.toBook, action: "pay", label: "确认支付" },
    { from: S.unpaid, to: S.cancelled, action: "cancel", label: "取消订单" },
    { from: S.toBook, to: S.booked, action: "book", label: "预约" },
    { from: S.toBook, to: S.cancelled, action: "cancel", label: "取消订单" },
    { from: S.toBook, to: S.refunding, action: "refund", label: "申请退款" },
    { from: S.booked, to: S.inService, action: "start", label: "开始服务" },
    { from: S.booked, to: S.toBook, action: "book", label: "改约" },
    { from: S.booked, to: S.refunding, action: "refund", label: "申请退款" },
    { from: S.inService, to: S.done, action: "finish", label: "完成服务" },
    { from: S.refunding, to: S.refunded, action: "refundDone", label: "确认退款" },
    { from: S.refunding, to: S.toBook, action: "refundDone", label: "驳回退款" },
  ],
});

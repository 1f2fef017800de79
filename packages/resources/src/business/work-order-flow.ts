/*
 * The work order's status flow (status-flow.ts says how both ends read it). Values are the
 * `work_order_status` dictionary's; customer service (客服) takes, finishes and closes orders.
 */
import { defineStatusFlow } from "../status-flow.js";

export const WORK_ORDER_STATUS = { open: "0", handling: "1", done: "2", closed: "3" } as const;

/** Statuses in which a work order is still owed to the customer (its SLA runs). */
export const WORK_ORDER_OPEN_STATUSES: readonly string[] = [
  WORK_ORDER_STATUS.open,
  WORK_ORDER_STATUS.handling,
];

const S = WORK_ORDER_STATUS;

export const workOrderFlow = defineStatusFlow({
  name: "workOrder",
  codePrefix: "business:workOrder",
  noun: "工单",
  statuses: { [S.open]: "待处理", [S.handling]: "处理中", [S.done]: "已完成", [S.closed]: "已关闭" },
  initial: S.open,
  edges: [
    { from: S.open, to: S.handling, action: "handle", label: "开始处理" },
    { from: S.handling, to: S.done, action: "finish", label: "完成工单" },
    { from: S.open, to: S.closed, action: "close", label: "关闭工单" },
    { from: S.handling, to: S.closed, action: "close", label: "关闭工单" },
  ],
});

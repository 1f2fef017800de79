/*
 * The consultation's status flow (status-flow.ts says how both ends read it). Values are the
 * `consultation_status` dictionary's; the doctor's side (clinic staff, customer service) moves it.
 */
import { defineStatusFlow } from "../status-flow.js";

export const CONSULTATION_STATUS = { waiting: "1", inProgress: "2", done: "3", cancelled: "4" } as const;

const S = CONSULTATION_STATUS;

export const consultationFlow = defineStatusFlow({
  name: "consultation",
  codePrefix: "business:consultation",
  noun: "问诊",
  statuses: { [S.waiting]: "待接诊", [S.inProgress]: "问诊中", [S.done]: "已完成", [S.cancelled]: "已取消" },
  initial: S.waiting,
  edges: [
    { from: S.waiting, to: S.inProgress, action: "start", label: "开始问诊" },
    { from: S.inProgress, to: S.done, action: "finish", label: "完成问诊" },
    { from: S.waiting, to: S.cancelled, action: "cancel", label: "取消问诊" },
  ],
});

/*
 * The claim's status flow (status-flow.ts says how both ends read it). Values are the `claim_status`
 * dictionary's. Clinic staff take the report, collect the papers and send the claim to review; finance
 * (财务) reviews — asks for more papers, settles with an approved amount or refuses with a reason — and pays.
 */
import { defineStatusFlow } from "../status-flow.js";

export const CLAIM_STATUS = {
  reported: "1",
  papers: "2",
  reviewing: "3",
  settled: "4",
  refused: "5",
  paid: "6",
} as const;

export type ClaimStatus = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];

const S = CLAIM_STATUS;

export const claimFlow = defineStatusFlow({
  name: "claim",
  codePrefix: "business:claim",
  noun: "理赔",
  statuses: {
    "1": "已报案",
    "2": "材料审核",
    "3": "审核中",
    "4": "已结案",
    "5": "拒赔",
    "6": "已赔付",
  },
  initial: S.reported,
  edges: [
    { from: S.reported, to: S.papers, action: "collect", label: "受理报案" },
    { from: S.papers, to: S.reviewing, action: "submitReview", label: "提交审核" },
    { from: S.reviewing, to: S.papers, action: "requestPapers", label: "补充材料" },
    { from: S.reviewing, to: S.settled, action: "settle", label: "核定结案" },
    { from: S.reviewing, to: S.refused, action: "refuse", label: "拒赔" },
    { from: S.settled, to: S.paid, action: "payout", label: "确认赔付" },
  ],
});

/** Statuses in which the claim's form may still change it (the papers are being collected). */
export const CLAIM_EDITABLE: readonly string[] = [S.reported, S.papers];

/** The `member_card_status` dictionary's values, and which status each card action moves from and to. */
export const MEMBER_CARD_STATUS = {
  inactive: "0",
  active: "1",
  frozen: "2",
  expired: "3",
} as const;

export const MEMBER_CARD_ACTIONS = {
  activate: { from: MEMBER_CARD_STATUS.inactive, to: MEMBER_CARD_STATUS.active, label: "激活" },
  freeze: { from: MEMBER_CARD_STATUS.active, to: MEMBER_CARD_STATUS.frozen, label: "冻结" },
  unfreeze: { from: MEMBER_CARD_STATUS.frozen, to: MEMBER_CARD_STATUS.active, label: "解冻" },
} as const;

export type MemberCardAction = keyof typeof MEMBER_CARD_ACTIONS;

/**
 * 批量发卡: member cards issued in one go from an editable table (card number, activation code, card type,
 * validity), every row checked alike by the console's table and the server's route
 * (`POST /business/memberCard/batchAdd {channelId, cards}`), inserted in one transaction as 未激活.
 */
export interface CardBatchRow {
  readonly cardNo: string;
  readonly activationCode: string;
  /** `member_card_package` */
  readonly cardType: string;
  /** 有效期至, `yyyy-MM-dd`. */
  readonly validTo: string;
}

/** The most cards one batch issues. */
export const CARD_BATCH_MAX = 500;

export const CARD_NO_PATTERN = /^[A-Za-z0-9]{6,32}$/;
export const CARD_NO_MESSAGE = "卡号须为6到32位字母或数字";
export const ACTIVATION_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const ACTIVATION_CODE_MESSAGE = "激活码须为4到32位字母或数字";

/** The card numbers a batch holds more than once, in their first order. */
export function repeatedCardNos(cardNos: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const cardNo of cardNos) {
    if (seen.has(cardNo)) repeated.add(cardNo);
    seen.add(cardNo);
  }
  return [...repeated];
}

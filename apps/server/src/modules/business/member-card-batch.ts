import {
  ACTIVATION_CODE_MESSAGE,
  ACTIVATION_CODE_PATTERN,
  CARD_BATCH_MAX,
  CARD_NO_MESSAGE,
  CARD_NO_PATTERN,
  type CardBatchRow,
  repeatedCardNos,
} from "@kanya/resources";
import { isUniqueViolation } from "../../db/unique-violation";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { parseDateOnly } from "../../http/params";
import { readJsonObject } from "../../http/request";
import { okMessage } from "../../http/result";
import { post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import type { ChannelScope } from "./channel-scope";
import type { BusinessDeps } from "./deps";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";

/** How many card numbers a refusal names before `等N张`. */
const NAMED = 10;

const named = (cardNos: readonly string[]) =>
  cardNos.length > NAMED ? `${cardNos.slice(0, NAMED).join("、")}等${cardNos.length}张` : cardNos.join("、");

/** A card number issued meanwhile by another request: refused as taken. */
async function withUniqueCardNo(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError("卡号已存在，请刷新后重试");
    throw error;
  }
}

/** `yyyy-MM-dd` of an instant in GMT+8. */
const dayOf = (instant: Date) => new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * 批量发卡 `POST /business/memberCard/batchAdd {channelId, cards: [{cardNo, activationCode, cardType,
 * validTo}]}`: every row checked (the row named in a refusal), card numbers repeated in the batch or
 * already issued refused by name, then all inserted in one transaction as 未激活 of the channel — one the
 * caller's department may issue for (channel-scope.ts).
 */
export function memberCardBatchRoute({ db, clock }: BusinessDeps, scope: ChannelScope): RouteSpec {
  return post(
    "/business/memberCard/batchAdd",
    permission(BUSINESS_PERMISSION_CODES.memberCard.add),
    async (c) => {
      const body = await readJsonObject(c);
      const auth = requireAuth(c);
      const channelId = typeof body.channelId === "string" ? body.channelId.trim() : "";
      const { channel_id } = await scope.written({ channel_id: channelId || null }, { mode: "add", auth });
      if (!channel_id) throw new BusinessError("请选择渠道");
      const channel = await db
        .selectFrom("biz_channel")
        .select("code")
        .where("code", "=", channel_id)
        .executeTakeFirst();
      if (!channel) throw new BusinessError("渠道不存在");
      if (!Array.isArray(body.cards) || body.cards.length === 0)
        throw new BusinessError("请填写要发放的会员卡");
      if (body.cards.length > CARD_BATCH_MAX)
        throw new BusinessError(`一次最多发放${CARD_BATCH_MAX}张会员卡`);

      const packages = new Set(
        (
          await db
            .selectFrom("sys_dict_item as i")
            .innerJoin("sys_dict as d", "d.id", "i.dict_id")
            .select("i.item_value")
            .where("d.dict_code", "=", "member_card_package")
            .execute()
        ).map((row) => row.item_value),
      );
      const today = dayOf(clock());
      const cards = (body.cards as unknown[]).map((raw, index): CardBatchRow => {
        const row = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
        const text = (name: string) => (typeof row[name] === "string" ? (row[name] as string).trim() : "");
        const refuse = (message: string) => new BusinessError(`第${index + 1}行：${message}`);
        const cardNo = text("cardNo");
        if (!cardNo) throw refuse("卡号不能为空");
        if (!CARD_NO_PATTERN.test(cardNo)) throw refuse(CARD_NO_MESSAGE);
        const activationCode = text("activationCode");
        if (!activationCode) throw refuse("激活码不能为空");
        if (!ACTIVATION_CODE_PATTERN.test(activationCode)) throw refuse(ACTIVATION_CODE_MESSAGE);
        const cardType = text("cardType");
        if (!cardType) throw refuse("服务套餐不能为空");
        if (!packages.has(cardType)) throw refuse("服务套餐不正确");
        if (!text("validTo")) throw refuse("有效期至不能为空");
        const validTo = parseDateOnly(text("validTo"));
        if (!validTo) throw refuse("有效期至须为日期(yyyy-MM-dd)");
        if (validTo < today) throw refuse("有效期至不能早于今天");
        return { cardNo, activationCode, cardType, validTo };
      });

      const repeated = repeatedCardNos(cards.map((card) => card.cardNo));
      if (repeated.length > 0) throw new BusinessError(`卡号重复：${named(repeated)}`);
      const now = clock();
      await withUniqueCardNo(() =>
        db.transaction().execute(async (trx) => {
          const taken = await trx
            .selectFrom("biz_member_card")
            .select("card_no")
            .where(
              "card_no",
              "in",
              cards.map((card) => card.cardNo),
            )
            .orderBy("card_no")
            .execute();
          if (taken.length > 0)
            throw new BusinessError(`卡号已存在：${named(taken.map((row) => row.card_no))}`);
          await trx
            .insertInto("biz_member_card")
            .values(
              cards.map((card) => ({
                id: newId(),
                card_no: card.cardNo,
                card_type: card.cardType,
                channel_id,
                activation_code: card.activationCode,
                valid_to: card.validTo,
                status: "0",
                create_by: auth.user.username,
                create_time: now,
              })),
            )
            .execute();
        }),
      );
      return c.json(okMessage(`批量发卡成功，共${cards.length}张`));
    },
  );
}

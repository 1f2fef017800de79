import { customer, MEMBER_CARD_ACTIONS, type MemberCardAction, memberCard } from "@kanya/resources";
import { permission } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { requiredText } from "../../http/input";
import { readJsonObject } from "../../http/request";
import { okMessage } from "../../http/result";
import { post, type RouteSpec } from "../../http/routes";
import type { ChannelScope } from "./channel-scope";
import type { BusinessDeps } from "./deps";
import { BUSINESS_PERMISSION_CODES } from "./permission-codes";
import { recordJson } from "./record-json";

const CARD_STATUS_TEXT: Readonly<Record<string, string>> = {
  "0": "未激活",
  "1": "已激活",
  "2": "已冻结",
  "3": "已过期",
};

/** A day in GMT+8 as `yyyy-MM-dd`, `years` later. */
function dayOf(instant: Date, years = 0): string {
  const shifted = new Date(instant.getTime() + 8 * 3600_000);
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted.toISOString().slice(0, 10);
}

/**
 * `/business/customer` and `/business/memberCard` with the card's 激活, 冻结 and 解冻, kept to the channels of
 * the user's department (`scope`).
 */
export function memberRoutes({ db, clock, importDeps }: BusinessDeps, scope: ChannelScope): RouteSpec[] {
  const holderName = async (customerId: string | null | undefined) => {
    if (!customerId) return null;
    const row = await db
      .selectFrom("biz_customer")
      .select("name")
      .where("id", "=", customerId)
      .executeTakeFirst();
    if (!row) throw new BusinessError("持卡人不存在");
    return row.name;
  };
  const cardAction = (action: MemberCardAction) => {
    const move = MEMBER_CARD_ACTIONS[action];
    return post(
      `/business/memberCard/${action}`,
      permission(BUSINESS_PERMISSION_CODES.memberCard[action]),
      async (c) => {
        const body = await readJsonObject(c);
        const id = requiredText(body, "id", 64, "参数id");
        const auth = requireAuth(c);
        const card = await db
          .selectFrom("biz_member_card")
          .selectAll()
          .where("id", "=", id)
          .executeTakeFirst();
        if (!card) throw new BusinessError("未找到对应数据");
        await scope.reach("biz_member_card", id, auth);
        if (card.status !== move.from)
          throw new BusinessError(`会员卡${CARD_STATUS_TEXT[card.status] ?? ""}，不能${move.label}`);
        const now = clock();
        if (action === "activate") {
          const code = typeof body.activationCode === "string" ? body.activationCode.trim() : "";
          if (card.activation_code && code !== card.activation_code) throw new BusinessError("激活码不正确");
          if (card.valid_to && card.valid_to < dayOf(now))
            throw new BusinessError("会员卡已过有效期，不能激活");
        }
        await db
          .updateTable("biz_member_card")
          .set({
            status: move.to,
            update_by: auth.user.username,
            update_time: now,
            ...(action === "activate"
              ? {
                  activate_time: now,
                  valid_from: card.valid_from ?? dayOf(now),
                  valid_to: card.valid_to ?? dayOf(now, 1),
                }
              : {}),
          })
          .where("id", "=", id)
          .where("status", "=", move.from)
          .execute();
        return c.json(okMessage(`${move.label}成功`));
      },
    );
  };
  return [
    ...crudRoutes(
      db,
      {
        resource: customer,
        toJson: recordJson(customer),
        messages: { duplicate: "该手机号的客户已存在" },
        userScope: scope.rows,
        check: scope.written,
        excel: { title: "客户", deps: importDeps },
      },
      clock,
    ),
    ...crudRoutes(
      db,
      {
        resource: memberCard,
        toJson: recordJson(memberCard),
        messages: { duplicate: "卡号已存在" },
        userScope: scope.rows,
        async check(raw, context) {
          const values = await scope.written(raw, context);
          if (values.customer_id !== undefined)
            return { ...values, holder_name: await holderName(values.customer_id) };
          return values;
        },
        excel: { title: "会员卡", deps: importDeps },
      },
      clock,
    ),
    cardAction("activate"),
    cardAction("freeze"),
    cardAction("unfreeze"),
  ];
}

import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { MSG_OTHER_CHANNEL } from "../src/modules/business/channel-scope";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";

/** 批量发卡: POST /business/memberCard/batchAdd — checked rows, duplicates named, one transaction. */

type Client = ReturnType<typeof inProcessClient>;
const API = "/business/memberCard/batchAdd";
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-12-31`;

describe.each(backends)("batch issue of member cards on $name", (backend) => {
  let db: Kysely<Database>;
  let admin: Client;
  let operator: Client;
  let service: Client;
  const prefix = `KYB${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const card = (n: number, extra: Record<string, unknown> = {}) => ({
    cardNo: `${prefix}${String(n).padStart(4, "0")}`,
    activationCode: `AC${n}X9`,
    cardType: String(1 + (n % 5)),
    validTo: NEXT_YEAR,
    ...extra,
  });
  const issued = (cardNos: readonly string[]) =>
    db
      .selectFrom("biz_member_card")
      .select(["card_no", "channel_id", "status", "activation_code", "valid_to", "create_by"])
      .where("card_no", "in", cardNos)
      .orderBy("card_no")
      .execute();

  beforeAll(async () => {
    db = await backend.db();
    const app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin") });
    operator = inProcessClient(app, { token: await signIn(app, "qudao01") });
    service = inProcessClient(app, { token: await signIn(app, "kefu01") });
  });

  it("issues the rows as 未激活 cards of the channel, in one go", async () => {
    const cards = [card(1), card(2), card(3)];
    expect(await admin.post(API, { channelId: "7", cards })).toMatchObject({
      success: true,
      message: "批量发卡成功，共3张",
    });
    const rows = await issued(cards.map((c) => c.cardNo));
    expect(rows.map((r) => [r.card_no, r.channel_id, r.status, r.activation_code, r.create_by])).toEqual(
      cards.map((c) => [c.cardNo, "7", "0", c.activationCode, "admin"]),
    );
    expect(String(rows[0]?.valid_to).slice(0, 4)).toBe(NEXT_YEAR.slice(0, 4));
  });

  it("refuses a bad row by its number, and inserts nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ cardNo: "" }, "第2行：卡号不能为空"],
      [{ cardNo: "AB-1" }, "第2行：卡号须为6到32位字母或数字"],
      [{ activationCode: "" }, "第2行：激活码不能为空"],
      [{ cardType: "9" }, "第2行：服务套餐不正确"],
      [{ validTo: "2020-01-01" }, "第2行：有效期至不能早于今天"],
      [{ validTo: "" }, "第2行：有效期至不能为空"],
      [{ validTo: "2025-02-30" }, "第2行：有效期至须为日期(yyyy-MM-dd)"],
    ];
    for (const [bad, message] of cases) {
      const cards = [card(10), card(11, bad)];
      expect(await admin.post(API, { channelId: "7", cards }), message).toMatchObject({
        success: false,
        message,
      });
    }
    expect(await issued([card(10).cardNo])).toEqual([]);
    expect(await admin.post(API, { channelId: "7", cards: [] })).toMatchObject({
      success: false,
      message: "请填写要发放的会员卡",
    });
    expect(await admin.post(API, { cards: [card(12)] })).toMatchObject({
      success: false,
      message: "请选择渠道",
    });
  });

  it("names the card numbers repeated in the batch or already issued, and inserts none of the batch", async () => {
    expect(await admin.post(API, { channelId: "7", cards: [card(20), card(21), card(20)] })).toMatchObject({
      success: false,
      message: `卡号重复：${card(20).cardNo}`,
    });
    const batch = [card(22), card(1), card(23), card(2)];
    expect(await admin.post(API, { channelId: "7", cards: batch })).toMatchObject({
      success: false,
      message: `卡号已存在：${card(1).cardNo}、${card(2).cardNo}`,
    });
    expect(await issued([card(22).cardNo, card(23).cardNo])).toEqual([]);
  });

  it("lets 渠道运营 issue for its own channel only (its channel by default); 客服 holds no add", async () => {
    expect(await operator.post(API, { channelId: "9", cards: [card(30)] })).toMatchObject({
      success: false,
      message: MSG_OTHER_CHANNEL,
    });
    expect(await operator.post(API, { cards: [card(31)] })).toMatchObject({ success: true });
    expect((await issued([card(31).cardNo]))[0]?.channel_id).toBe("1");
    expect(await service.post(API, { channelId: "1", cards: [card(32)] })).toMatchObject({
      success: false,
      code: 510,
    });
  });
});

import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 医疗订单 against the real server: an order created in the form and driven through its whole status flow by
// the row actions, its 流转记录, the status tabs' counts, a refused move, one channel's page by route, 患者管理
// queried by 所属客户 through the advanced query's customer picker, and a finance user who may read orders but not
// move them.
let h: ConsoleHarness;
let admin: KanyaClient;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  page = await signedInPage(h, "admin");
  // Migrating and seeding the in-memory database takes minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await h?.close();
});

const ORDERS = "/business/order";

async function openOrders(on: Page, path = ORDERS): Promise<void> {
  await on.goto(h.at(path));
  await on.getByRole("grid", { name: "服务订单" }).getByRole("row").nth(1).waitFor();
}

/** The count a status tab shows (`待支付 (12)`). */
async function tabCount(on: Page, status: string): Promise<number> {
  const tab = on.getByRole("tab", { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  const text = (await tab.textContent()) ?? "";
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

const rowOf = (on: Page, text: string) => on.getByRole("row").filter({ hasText: text });
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

/** Finds the order by its number in the query bar. */
async function findOrder(on: Page, orderNo: string): Promise<void> {
  await on.getByRole("form", { name: "查询条件" }).getByLabel("订单号").fill(orderNo);
  await on.getByRole("button", { name: "查询", exact: true }).click();
  await expect.poll(() => on.getByRole("grid", { name: "服务订单" }).getByRole("row").count()).toBe(2);
}

/** 更多 ▾ → the transition → its remark → 确定. */
async function moveBy(on: Page, orderNo: string, action: string, remark?: string): Promise<Locator> {
  await rowOf(on, orderNo).getByRole("button", { name: "更多" }).click();
  await on.getByRole("menuitem", { name: action }).click();
  const dialog = on.getByRole("dialog", { name: `${action}：${orderNo}` });
  if (remark) await dialog.getByLabel("备注").fill(remark);
  await pastClickGuard(on);
  await dialog.getByRole("button", { name: "确定" }).click();
  return dialog;
}

/** Picks a record in a form's popup picker: searched by one field, its only row chosen, 确定. */
async function pick(form: Locator, label: string, searchLabel: string, text: string | null): Promise<void> {
  await control(form, label).click();
  const picker = page.getByRole("dialog", { name: `请选择${label}` });
  await picker.getByLabel(searchLabel, { exact: true }).fill(text ?? "");
  await picker.getByLabel(searchLabel, { exact: true }).press("Enter");
  await expect.poll(() => picker.getByRole("radio").count()).toBe(1);
  await picker.getByRole("radio").click();
  await picker.getByRole("button", { name: "确定" }).click();
  await picker.waitFor({ state: "hidden" });
}

async function orderNoOf(remark: string): Promise<string> {
  const row = await h.db
    .selectFrom("biz_service_order")
    .select("order_no")
    .where("remark", "=", remark)
    .executeTakeFirstOrThrow();
  return row.order_no;
}

describe("医疗订单", () => {
  it("creates an order and drives it 待支付 → 待预约 → 已预约 → 服务中 → 已完成, with its history and tab counts", async () => {
    await openOrders(page);
    const unpaid = await tabCount(page, "待支付");
    const done = await tabCount(page, "已完成");
    const ref = await h.db
      .selectFrom("biz_patient as p")
      .innerJoin("biz_customer as c", "c.id", "p.customer_id")
      .select(["p.name", "p.mobile", "c.mobile as customerMobile"])
      .orderBy("p.record_no")
      .executeTakeFirstOrThrow();

    await page.getByRole("button", { name: "新增" }).click();
    const dialog = page.getByRole("dialog", { name: "新增服务订单" });
    await dialog.getByRole("combobox", { name: /渠道/ }).click();
    await page.getByRole("option", { name: "泰和人寿" }).click();
    await dialog.getByRole("combobox", { name: /服务类型/ }).click();
    await page.getByRole("option", { name: "体检" }).click();
    await pick(dialog, "客户", "手机号", ref.customerMobile);
    await pick(dialog, "患者", "手机号", ref.mobile);
    await control(dialog, "订单金额").fill("699");
    await control(dialog, "备注").fill("端到端订单");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();
    await expect.poll(() => tabCount(page, "待支付")).toBe(unpaid + 1);

    const orderNo = await orderNoOf("端到端订单");
    await findOrder(page, orderNo);
    await rowOf(page, orderNo).getByText(ref.name).first().waitFor();
    await rowOf(page, orderNo).getByText("待支付").waitFor();

    await moveBy(page, orderNo, "确认支付", "线下已收款");
    await page.getByText("确认支付成功").first().waitFor();
    await rowOf(page, orderNo).getByText("待预约").waitFor();
    await moveBy(page, orderNo, "预约", "周五上午体检");
    await rowOf(page, orderNo).getByText("已预约").waitFor();
    await moveBy(page, orderNo, "开始服务");
    await rowOf(page, orderNo).getByText("服务中").waitFor();
    await moveBy(page, orderNo, "完成服务");
    await rowOf(page, orderNo).getByText("已完成").waitFor();
    await expect.poll(() => tabCount(page, "已完成")).toBe(done + 1);
    expect(await tabCount(page, "待支付")).toBe(unpaid);

    await rowOf(page, orderNo).getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "流转记录" }).click();
    const history = page.getByRole("dialog", { name: `订单 ${orderNo} 的流转记录` });
    const moves = history.getByRole("grid", { name: "流转记录" });
    await expect.poll(() => moves.getByRole("row").count()).toBe(5);
    await moves.getByRole("row").filter({ hasText: "待支付 → 待预约" }).getByText("线下已收款").waitFor();
    await moves.getByRole("row").filter({ hasText: "已预约 → 服务中" }).waitFor();
    await moves.getByRole("row").filter({ hasText: "服务中 → 已完成" }).getByText("管理员").waitFor();
    await page.keyboard.press("Escape");
    await history.waitFor({ state: "hidden" });

    // The 已完成 tab lists only completed orders, this one among them.
    await page.getByRole("tab", { name: /^已完成/ }).click();
    await rowOf(page, orderNo).waitFor();
    expect(h.pageErrors).toEqual([]);
  }, 240_000);

  it("shows the server's refusal of a move another user made impossible, and keeps the dialog", async () => {
    const remark = "端到端被取消的订单";
    const ref = await h.db.selectFrom("biz_patient").select(["id", "customer_id"]).executeTakeFirstOrThrow();
    const added = await admin.post("/business/serviceOrder/add", {
      channelId: "3",
      serviceType: "2",
      customerId: ref.customer_id,
      patientId: ref.id,
      amount: 50,
      remark,
    });
    expect(added.success).toBe(true);
    const orderNo = await orderNoOf(remark);
    await openOrders(page);
    await findOrder(page, orderNo);
    await rowOf(page, orderNo).getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "确认支付" }).click();
    const dialog = page.getByRole("dialog", { name: `确认支付：${orderNo}` });
    await dialog.waitFor();
    // Meanwhile the order is cancelled elsewhere.
    const { id } = await h.db
      .selectFrom("biz_service_order")
      .select("id")
      .where("order_no", "=", orderNo)
      .executeTakeFirstOrThrow();
    expect((await admin.post("/business/serviceOrder/transition", { id, to: "6" })).success).toBe(true);
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("订单已取消，不能变更为待预约").first().waitFor();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "取消" }).click();
  });

  it("lists one channel's orders on its route, the counts of that channel only", async () => {
    await openOrders(page, `${ORDERS}/3`);
    const grid = page.getByRole("grid", { name: "服务订单" });
    const rows = grid.getByRole("row");
    // The first answer may be the unscoped one's placeholder; wait for the channel's rows.
    await rows.filter({ hasText: "泰和人寿" }).first().waitFor();
    const shown = (await rows.count()) - 1;
    expect(shown).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: "泰和人寿" }).count()).toBe(shown);
    const { n } = await h.db
      .selectFrom("biz_service_order")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("channel_id", "=", "3")
      .executeTakeFirstOrThrow();
    await expect.poll(() => tabCount(page, "全部")).toBe(Number(n));
  });

  it("opens 渠道管理, 客户管理, 患者管理 and 医院数据 from their menu entries, with the seeded rows", async () => {
    const pages: [string, string, string][] = [
      ["/business/channel", "渠道", "启用"],
      ["/business/customer", "客户", "个人"],
      ["/business/patient", "患者", "男"],
      ["/business/hospital", "医院", "合作中"],
    ];
    for (const [path, title, text] of pages) {
      await page.goto(h.at(path));
      await page
        .getByRole("grid", { name: title })
        .getByRole("row")
        .filter({ hasText: text })
        .first()
        .waitFor();
      await page.getByRole("button", { name: "新增" }).waitFor();
    }
    // A hospital's 医生: its doctors in a drawer.
    const hospital = await h.db
      .selectFrom("biz_hospital as h")
      .innerJoin("biz_doctor as d", "d.hospital_id", "h.id")
      .select(["h.name", "d.name as doctor"])
      .where("h.cooperation_status", "=", "1")
      .orderBy("h.create_time", "desc")
      .executeTakeFirstOrThrow();
    await rowOf(page, hospital.name).getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "医生" }).click();
    const doctors = page.getByRole("dialog", { name: `${hospital.name}的医生` });
    await doctors
      .getByRole("grid", { name: "医生" })
      .getByRole("row")
      .filter({ hasText: hospital.doctor })
      .waitFor();
    await page.keyboard.press("Escape");
    expect(h.pageErrors).toEqual([]);
  });

  it("queries 患者管理 by 所属客户: the advanced query's value is the customer picker, the list that customer's patients", async () => {
    const { customer_id } = await h.db
      .selectFrom("biz_patient")
      .select("customer_id")
      .where("customer_id", "is not", null)
      .groupBy("customer_id")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .orderBy("customer_id")
      .executeTakeFirstOrThrow();
    const customer = await h.db
      .selectFrom("biz_customer")
      .select(["id", "mobile"])
      .where("id", "=", customer_id ?? "")
      .executeTakeFirstOrThrow();
    const patients = await h.db
      .selectFrom("biz_patient")
      .select("record_no")
      .where("customer_id", "=", customer.id)
      .execute();
    await page.goto(h.at("/business/patient"));
    await page.getByRole("grid", { name: "患者" }).getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "高级查询" }).click();
    const builder = page.getByRole("dialog", { name: "高级查询构造器" });
    await builder.getByRole("combobox", { name: "第 1 个条件的查询字段" }).click();
    await page.getByRole("option", { name: "所属客户", exact: true }).click();
    // The value is picked, not typed: a read-only box with 选择 opens the customer list on top of the builder.
    const value = builder.getByRole("textbox", { name: "第 1 个条件的值" });
    expect(await value.getAttribute("readonly")).not.toBeNull();
    await builder.getByRole("button", { name: "选择", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "请选择所属客户" });
    await picker.getByLabel("手机号", { exact: true }).fill(customer.mobile ?? "");
    await picker.getByLabel("手机号", { exact: true }).press("Enter");
    await expect.poll(() => picker.getByRole("radio").count()).toBe(1);
    await picker.getByRole("radio").click();
    await picker.getByRole("button", { name: "确定" }).click();
    await picker.waitFor({ state: "hidden" });
    // Clicking in the picker left the builder open, and focus came back into it.
    await expect.poll(() => builder.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await expect.poll(() => value.inputValue()).not.toBe("");
    const listed = page.waitForRequest(
      (request) =>
        request.url().includes("/business/patient/list?") && request.url().includes("superQueryParams"),
    );
    await builder.getByRole("button", { name: "查询", exact: true }).click();
    const sent = new URL((await listed).url()).searchParams;
    // The wire form is the JSON URI-encoded (encodeSuperQuery), inside the query string.
    expect(JSON.parse(decodeURIComponent(sent.get("superQueryParams") ?? "[]"))).toEqual([
      expect.objectContaining({ field: "customerId", rule: "eq", val: customer.id }),
    ]);
    const grid = page.getByRole("grid", { name: "患者" });
    await expect.poll(() => grid.getByRole("row").count()).toBe(patients.length + 1);
    for (const { record_no } of patients) await rowOf(page, record_no ?? "").waitFor();
    expect(h.pageErrors).toEqual([]);
  });

  it("activates a member card with its activation code (a wrong one refused) and freezes it", async () => {
    const card = await h.db
      .selectFrom("biz_member_card")
      .select(["card_no", "activation_code"])
      .where("status", "=", "0")
      .orderBy("card_no")
      .executeTakeFirstOrThrow();
    await page.goto(h.at("/business/memberCard"));
    await page.getByRole("grid", { name: "会员卡" }).getByRole("row").nth(1).waitFor();
    await page.getByRole("form", { name: "查询条件" }).getByLabel("卡号").fill(card.card_no);
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("grid", { name: "会员卡" }).getByRole("row").count()).toBe(2);
    await rowOf(page, card.card_no).getByText("未激活").waitFor();

    await rowOf(page, card.card_no).getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "激活" }).click();
    const dialog = page.getByRole("dialog", { name: `激活会员卡 ${card.card_no}` });
    await dialog.getByLabel("激活码").fill("000000");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("激活码不正确").first().waitFor();
    await dialog.getByLabel("激活码").fill(card.activation_code ?? "");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("激活成功").first().waitFor();
    await rowOf(page, card.card_no).getByText("已激活").waitFor();

    await rowOf(page, card.card_no).getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "冻结" }).click();
    await page
      .getByRole("alertdialog", { name: `确定冻结会员卡 ${card.card_no} 吗？` })
      .getByRole("button", { name: "确定" })
      .click();
    await page.getByText("冻结成功").first().waitFor();
    await rowOf(page, card.card_no).getByText("已冻结").waitFor();
    expect(h.pageErrors).toEqual([]);
  });

  it("lets a finance user read orders and their history, with no move, 新增 or 编辑", async () => {
    const finance = await signedInPage(h, "caiwu01");
    await openOrders(finance);
    const { order_no } = await h.db
      .selectFrom("biz_service_order")
      .select("order_no")
      .where("status", "=", "1")
      .orderBy("create_time", "desc")
      .executeTakeFirstOrThrow();
    await findOrder(finance, order_no);
    expect(await finance.getByRole("button", { name: "新增" }).count()).toBe(0);
    expect(await rowOf(finance, order_no).getByRole("button", { name: "编辑" }).count()).toBe(0);
    await rowOf(finance, order_no).getByRole("button", { name: "更多" }).click();
    await finance.getByRole("menuitem", { name: "流转记录" }).waitFor();
    expect(await finance.getByRole("menuitem", { name: "确认支付" }).count()).toBe(0);
    expect(await finance.getByRole("menuitem", { name: "取消订单" }).count()).toBe(0);
    await finance.close();
    expect(h.pageErrors).toEqual([]);
  });
});

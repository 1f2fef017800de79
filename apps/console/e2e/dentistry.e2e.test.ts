import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, landsOn, pastClickGuard, signIn, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// The dentistry front desk against the real server: a CK: user signs in at /dentistry/login, lands on the
// order view of their store (海淀口腔门诊) and takes a patient through the day — 签到, 开始治疗, 完成治疗 with
// the treatment items, 收款 — without ever seeing another store's appointments; the administrator switches
// between the stores.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
  // Migrating and seeding the in-memory database takes minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await h?.close();
});

const VIEW = "/service/dentistryorderView";
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Today's appointments of a store (by name), as the database has them. */
async function todayOf(storeName: string) {
  return h.db
    .selectFrom("biz_dentistry_order")
    .select(["id", "order_no", "patient_name", "status", "appointment_time"])
    .where("store_name", "=", storeName)
    .where("appointment_time", ">=", new Date(`${today()}T00:00:00+08:00`))
    .where("appointment_time", "<", new Date(`${today()}T23:59:59+08:00`))
    .orderBy("appointment_time")
    .execute();
}
const clockOf = (instant: Date) => new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
const board = (page: Page) => page.getByRole("region", { name: "已预约" }).locator("..");

describe("the dentistry store system", () => {
  it("takes a CK: user's patient through the front desk's day in their own store only", async () => {
    const page = await h.freshPage();
    await page.goto(h.at("/dentistry/login"));
    await signIn(page, "ck001", "123456");
    await landsOn(page, VIEW);
    await page.getByRole("heading", { name: "海淀口腔门诊" }).waitFor();
    await page.getByRole("region", { name: "已预约" }).waitFor();

    // Every card is one of 海淀's appointments of today (已取消 are left out of the board).
    const mine = await todayOf("海淀口腔门诊");
    const shown = mine.filter((o) => o.status !== "6");
    await expect
      .poll(async () => board(page).getByRole("article").count(), { timeout: 30_000 })
      .toBe(shown.length);
    const theirs = await todayOf("朝阳口腔门诊");
    const text = (await board(page).textContent()) ?? "";
    for (const other of theirs) expect(text).not.toContain(other.order_no);

    // A booked patient: 签到, 开始治疗 in one click each.
    const booked = mine.find((o) => o.status === "1");
    if (!booked) throw new Error("the seed has a booked appointment today");
    const patient = booked.patient_name ?? "";
    const card = (column: string) =>
      page
        .getByRole("region", { name: column })
        .getByRole("article", { name: `${clockOf(booked.appointment_time)} ${patient}` });
    await page.getByLabel("搜索患者").fill(patient);
    await card("已预约")
      .getByRole("button", { name: `签到 ${patient}` })
      .click();
    await card("已到店")
      .getByRole("button", { name: `开始治疗 ${patient}` })
      .click();
    await card("治疗中")
      .getByRole("button", { name: `完成治疗 ${patient}` })
      .click();

    // 完成治疗: the first row starts as 口腔检查 at its price; a tooth that is no FDI number is refused.
    const dialog = page.getByRole("dialog", { name: `完成治疗 · ${patient}` });
    const tooth = dialog.getByRole("textbox", { name: "牙位" }).first();
    await tooth.fill("19");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "完成治疗" }).click();
    await expect
      .poll(async () => page.getByText("请先修正标红的治疗项目").count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await tooth.fill("36");
    await dialog.getByRole("spinbutton", { name: "数量" }).first().fill("2");
    await dialog.getByRole("spinbutton", { name: "单价" }).first().fill("150");
    await dialog.getByLabel("治疗备注").fill("右下6检查");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "完成治疗" }).click();
    await dialog.waitFor({ state: "hidden" });

    // 收款: the amount due is the items' 合计.
    await card("待支付")
      .getByRole("button", { name: `收款 ${patient}` })
      .click();
    const pay = page.getByRole("dialog", { name: `收款 · ${patient}` });
    await expect
      .poll(async () => pay.getByTestId("amount-due").textContent(), { timeout: 30_000 })
      .toBe("¥300.00");
    await pay.getByRole("button", { name: "确认收款" }).click();
    await card("已完成").waitFor();

    const saved = await h.db
      .selectFrom("biz_dentistry_order")
      .select(["status", "amount", "paid_amount", "pay_method"])
      .where("id", "=", booked.id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ status: "5", pay_method: "1" });
    expect(Number(saved.amount)).toBe(300);
    expect(Number(saved.paid_amount)).toBe(300);
    const items = await h.db
      .selectFrom("biz_dentistry_treatment_item")
      .select(["item", "tooth", "quantity"])
      .where("order_id", "=", booked.id)
      .execute();
    expect(items).toEqual([{ item: "1", tooth: "36", quantity: 2 }]);
    const moves = await h.db
      .selectFrom("biz_record_transition")
      .select(["to_status", "create_by"])
      .where("record_id", "=", booked.id)
      .orderBy("create_time")
      .execute();
    expect(moves.map((m) => m.to_status)).toEqual(["2", "3", "4", "5"]);
    expect(new Set(moves.map((m) => m.create_by))).toEqual(new Set(["ck001"]));
  }, 300_000);

  it("lets the administrator switch between the stores", async () => {
    const page = await signedInPage(h, "admin", { path: VIEW });
    const store = page.getByRole("combobox", { name: "门店" });
    await store.waitFor();
    await store.click();
    await page.getByRole("option", { name: "望京口腔门诊" }).click();
    const wangjing = (await todayOf("望京口腔门诊")).filter((o) => o.status !== "6");
    await expect
      .poll(async () => board(page).getByRole("article").count(), { timeout: 30_000 })
      .toBe(wangjing.length);
    const text = (await board(page).textContent()) ?? "";
    for (const o of wangjing) expect(text).toContain(o.order_no);
  }, 300_000);
});

import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 会员卡 › 批量发卡 against the real server: a block copied from Excel pasted into the editable table (rows
// added for it, packages by their names), a card number already issued refused by name with the dialog
// kept, corrected and issued in one go. And the area field kind: a hospital's district picked in the form,
// its names kept beside its code and shown in the list.
let h: ConsoleHarness;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  page = await signedInPage(h, "admin");
  // Migrating and seeding the in-memory database takes minutes on a busy machine.
}, 600_000);
afterAll(async () => {
  await h?.close();
});

const VALID_TO = `${new Date().getUTCFullYear() + 1}-06-30`;

/** Pastes tab-separated text on a grid cell, as Ctrl+V of cells copied from Excel does. */
async function pasteOn(cell: ReturnType<Page["locator"]>, text: string): Promise<void> {
  await cell.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData("text/plain", data);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
  }, text);
}

describe("会员卡 批量发卡", () => {
  it("issues cards pasted from Excel; an issued card number is refused by name and the rows stay to correct", async () => {
    const taken = await h.db
      .selectFrom("biz_member_card")
      .select("card_no")
      .orderBy("card_no")
      .executeTakeFirstOrThrow();
    const prefix = `KYE2E${Date.now().toString(36).toUpperCase()}`;
    const cardNos = Array.from({ length: 7 }, (_, i) => `${prefix}${i}`);
    const block = cardNos
      .map((cardNo, i) => [i === 3 ? taken.card_no : cardNo, `CODE${i}A`, "齿科护理卡", VALID_TO].join("\t"))
      .join("\n");

    await page.goto(h.at("/business/memberCard"));
    await page.getByRole("grid", { name: "会员卡" }).getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "批量发卡" }).click();
    const dialog = page.getByRole("dialog", { name: "批量发卡" });
    await dialog.getByRole("combobox", { name: "渠道" }).click();
    await page.getByRole("option", { name: "云舟互联" }).click();

    const table = dialog.getByRole("grid", { name: "待发放的会员卡" });
    // Five rows to start with; the seven pasted from the first card-number cell add the two missing.
    const firstCardNo = table.getByRole("row").nth(1).locator("[data-grid-column='2']");
    await pasteOn(firstCardNo, block);
    await expect.poll(() => table.getByRole("row").count()).toBe(8);
    const typed = () =>
      table.locator("input").evaluateAll((inputs) => inputs.map((e) => (e as HTMLInputElement).value));
    await expect
      .poll(typed)
      .toEqual(expect.arrayContaining([...cardNos.filter((_, i) => i !== 3), taken.card_no]));

    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText(`卡号已存在：${taken.card_no}`).first().waitFor();
    expect(await dialog.isVisible()).toBe(true);

    // The fourth row corrected in place, then issued.
    const fourth = table.getByRole("row").nth(4).locator("[data-grid-column='2']").getByRole("textbox");
    await fourth.fill(cardNos[3] as string);
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("批量发卡成功，共7张").first().waitFor();
    await dialog.waitFor({ state: "hidden" });

    const issued = await h.db
      .selectFrom("biz_member_card")
      .select(["card_no", "card_type", "channel_id", "status", "activation_code"])
      .where("card_no", "like", `${prefix}%`)
      .orderBy("card_no")
      .execute();
    expect(issued.map((c) => [c.card_no, c.card_type, c.channel_id, c.status])).toEqual(
      cardNos.map((cardNo) => [cardNo, "2", "7", "0"]),
    );
    expect(h.pageErrors).toEqual([]);
  });

  it("adds a hospital with its district picked in the area picker; the list shows the area's names", async () => {
    const name = `测试医院${Date.now().toString(36)}`;
    await page.goto(h.at("/business/hospital"));
    await page.getByRole("grid", { name: "医院" }).getByRole("row").nth(1).waitFor();
    await page.getByRole("button", { name: "新增" }).click();
    const dialog = page.getByRole("dialog", { name: "新增医院" });
    await dialog.getByLabel(/医院名称/).fill(name);
    await dialog.getByRole("combobox", { name: /医院等级/ }).click();
    await page.getByRole("option", { name: "三级甲等" }).click();
    await dialog.getByRole("combobox", { name: /省市区/ }).click();
    for (const place of ["广东省", "深圳市", "南山区"])
      await page.getByRole("option", { name: place }).click();
    await expect
      .poll(() => dialog.getByRole("combobox", { name: /省市区/ }).textContent())
      .toContain("南山区");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "hidden" });

    const saved = await h.db
      .selectFrom("biz_hospital")
      .select(["area", "area_text"])
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ area: "440305", area_text: "广东省/深圳市/南山区" });
    await page.getByRole("row").filter({ hasText: name }).getByText("广东省/深圳市/南山区").waitFor();
    expect(h.pageErrors).toEqual([]);
  });
});

import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// The resource form's controls against the real server, on 客户管理 (createFormModal): the Y/N switch, the
// dictionary selects, and a unique field checked by /sys/duplicate/check as it is typed; on 渠道管理, the
// report popup (JPopup) filling two fields from the seeded online report 用户列表.
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

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

async function chooseFirst(dialog: Locator, label: RegExp): Promise<void> {
  await dialog.getByRole("combobox", { name: label }).click();
  await page.getByRole("option").first().click();
}

describe("createFormModal's controls on 客户管理", () => {
  it("refuses a taken mobile under the field as it is typed, saves the switch as Y", async () => {
    const taken = await h.db
      .selectFrom("biz_customer")
      .select("mobile")
      .where("mobile", "is not", null)
      .executeTakeFirstOrThrow();
    let free = "13912340001";
    while (await h.db.selectFrom("biz_customer").select("id").where("mobile", "=", free).executeTakeFirst())
      free = String(Number(free) + 1);

    await page.goto(h.at("/business/customer"));
    await page.getByRole("button", { name: "新增" }).click();
    const dialog = page.getByRole("dialog", { name: "新增客户" });
    await control(dialog, "客户名称").fill("端到端客户");
    await chooseFirst(dialog, /客户类型/);
    await chooseFirst(dialog, /渠道/);

    await control(dialog, "手机号").fill(taken.mobile ?? "");
    await dialog.getByText("该值不可用，系统中已存在！").waitFor();
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("该值不可用，系统中已存在！").waitFor();

    await control(dialog, "手机号").fill(free);
    await expect.poll(() => dialog.getByText("该值不可用，系统中已存在！").count()).toBe(0);
    const member = dialog.getByRole("switch", { name: "会员" });
    await expect(member.getAttribute("aria-checked")).resolves.toBe("false");
    await member.press("Space");
    await expect(member.getAttribute("aria-checked")).resolves.toBe("true");
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();

    const saved = await h.db
      .selectFrom("biz_customer")
      .select(["id", "is_member", "name"])
      .where("mobile", "=", free)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ is_member: "Y", name: "端到端客户" });
    await h.db.deleteFrom("biz_customer").where("id", "=", saved.id).execute();
    expect(h.pageErrors).toEqual([]);
  }, 120_000);
});

describe("the report popup (JPopup) on 渠道管理", () => {
  it("fills 联系人 and 联系电话 from the row chosen in 用户列表 (user_report: realname, phone) and saves them", async () => {
    const code = `P${Date.now().toString(36).slice(-6)}`;
    await page.goto(h.at("/business/channel"));
    await page.getByRole("button", { name: "新增" }).click();
    const dialog = page.getByRole("dialog", { name: "新增渠道" });
    await control(dialog, "渠道编码").fill(code);
    await control(dialog, "渠道名称").fill("端到端弹窗渠道");
    await chooseFirst(dialog, /渠道类型/);

    await control(dialog, "联系人").click();
    // The popup is the report's: titled by its name, its columns from getRpColumns, its rows from getData.
    const popup = page.getByRole("dialog", { name: "用户列表" });
    await popup.getByRole("columnheader", { name: "用户姓名" }).waitFor();
    const adminRow = popup.getByRole("row").filter({ hasText: "18611111111" }).filter({ hasText: "管理员" });
    await adminRow.getByRole("radio").click();
    await popup.getByRole("button", { name: "确定" }).click();
    await popup.waitFor({ state: "hidden" });
    await expect.poll(() => control(dialog, "联系人").inputValue()).toBe("管理员");
    await expect.poll(() => control(dialog, "联系电话").inputValue()).toBe("18611111111");

    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();
    const saved = await h.db
      .selectFrom("biz_channel")
      .select(["id", "contact_name", "contact_phone"])
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ contact_name: "管理员", contact_phone: "18611111111" });
    await h.db.deleteFrom("biz_channel").where("id", "=", saved.id).execute();
    expect(h.pageErrors).toEqual([]);
  }, 120_000);
});

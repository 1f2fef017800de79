import { createClient, type KanyaClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, landsOn, signIn, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// What the frame keeps for a user between pages: the current department (切换部门) and where a list was
// scrolled to when its tab comes back.
let h: ConsoleHarness;
let admin: KanyaClient;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
});
afterAll(async () => {
  await h?.close();
});

const HOME = "/dashboard/analysis";
const MY_NOTICES = "/isps/userAnnouncement";
const USERS = "/isystem/user";

/** The home page's 所属部门 value. */
const homeDepartment = (page: Page) =>
  page.getByRole("region", { name: "账号信息" }).getByText("所属部门").locator("xpath=following-sibling::dd");

/** A seeded department's id and name by its org code (the test's own fixture lookup). */
async function department(orgCode: string) {
  const row = await h.db
    .selectFrom("sys_depart")
    .select(["id", "depart_name"])
    .where("org_code", "=", orgCode)
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.depart_name ?? "" };
}

describe("切换部门 in the user menu (spec §4)", () => {
  it("moves a user of two departments to the other one; the home page and a reload follow", async () => {
    // zhangsan belongs to A02A01 in the seed; a second department is added through the API.
    const first = await department("A02A01");
    const second = await department("A01A05");
    const zhangsan = (await admin.sys.user.list({ username: "zhangsan" })).result?.records[0];
    expect((await admin.sys.membership.addDepartUsers(second.id, [zhangsan?.id ?? ""])).success).toBe(true);

    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    await signIn(page, "zhangsan", "123456");
    const dialog = page.getByRole("dialog", { name: "切换部门" });
    await dialog.getByRole("radio", { name: first.name }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await landsOn(page, HOME);
    await expect.poll(() => homeDepartment(page).textContent()).toBe(first.name);

    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "切换部门" }).click();
    await expect.poll(() => dialog.getByRole("radio", { name: first.name }).isChecked()).toBe(true);
    await dialog.getByRole("radio", { name: second.name }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("部门切换成功", { exact: true }).last().waitFor();
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => homeDepartment(page).textContent()).toBe(second.name);

    await page.reload();
    await expect.poll(() => homeDepartment(page).textContent()).toBe(second.name);
    await page.close();
  });
});

describe("scroll position per tab (spec §2 keep-alive)", () => {
  it("brings a scrolled list back where it was when its tab is chosen again", async () => {
    // A short window, so 我的消息's search form, table and pager are taller than it.
    const page = await signedInPage(h, "admin", { viewport: { width: 1280, height: 420 } });
    await page.goto(h.at(MY_NOTICES));
    await page.getByRole("heading", { level: 1, name: "我的消息" }).waitFor();
    // The rows arrive after the heading; scrolling before they do stops short of the list's real bottom.
    await page.getByText(/^\d+-\d+ 共 [1-9]\d* 条$/).waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const left = await page.evaluate(() => window.scrollY);

    // Leave without scrolling back up (Ctrl+K), so the list is left at its bottom.
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("输入菜单名称搜索").fill("用户管理");
    await page
      .getByRole("option", { name: /^用户管理/ })
      .first()
      .waitFor();
    await page.keyboard.press("Enter");
    await landsOn(page, USERS);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name: "我的消息" }).click();
    await landsOn(page, MY_NOTICES);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    expect(h.pageErrors).toEqual([]);
    await page.close();
  });
});

import { createClient, type KanyaClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, landsOn, signIn, startHarness } from "./support/harness";

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

async function signedIn(username: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await h.freshPage();
  await page.setViewportSize(viewport);
  await page.goto(h.at("/user/login"));
  await signIn(page, username, "123456");
  await landsOn(page, HOME);
  return page;
}

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
  it("switches a user of two departments to the other one; the home page and a reload follow", async () => {
    // jeecg belongs to one department in the seed; a second one is added through the API after sign-in,
    // so the sign-in's own department pick does not step in.
    const page = await signedIn("jeecg");
    const before = (await homeDepartment(page).textContent()) ?? "";
    const second = await department("A01A05");
    const jeecg = (await admin.sys.user.list({ username: "jeecg" })).result?.records[0];
    expect((await admin.sys.membership.addDepartUsers(second.id, [jeecg?.id ?? ""])).success).toBe(true);

    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "切换部门" }).click();
    const dialog = page.getByRole("dialog", { name: "切换部门" });
    await dialog.getByRole("radio", { name: before }).waitFor();
    expect(await dialog.getByRole("radio", { name: before }).isChecked()).toBe(true);
    await dialog.getByRole("radio", { name: second.name }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("部门切换成功", { exact: true }).waitFor();
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
    const page = await signedIn("admin", { width: 1280, height: 420 });
    await page.goto(h.at(MY_NOTICES));
    await page.getByRole("heading", { level: 1, name: "我的消息" }).waitFor();
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(bottom).toBeGreaterThan(100);
    await page.mouse.wheel(0, bottom);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);

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
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(bottom);
    expect(h.pageErrors).toEqual([]);
    await page.close();
  });
});

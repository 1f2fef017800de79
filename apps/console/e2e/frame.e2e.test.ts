import { createClient } from "@kanya/client";
import { CLICK_GUARD_MS } from "@kanya/core/session";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, landsOn, signIn, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// The frame around every page (spec §2, §4): tabs with keep-alive, menu search, theme drawer, notice bell,
// change password, department switch, narrow viewports — in the built console against the real server.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const MY_NOTICES = "/isps/userAnnouncement";
const USERS = "/isystem/user";

async function signedIn(username = "admin", width = 1280): Promise<Page> {
  const page = await signedInPage(h, username, { viewport: { width, height: 800 } });
  // The frame loads lazily after sign-in: its shortcuts (Ctrl+K) only listen once the header is there.
  await page.getByRole("button", { name: "用户菜单" }).waitFor();
  return page;
}

/** Opens a menu page the way a user does without the mouse: Ctrl+K, its title, Enter. */
async function openBySearch(page: Page, title: string) {
  await page.keyboard.press("Control+k");
  const input = page.getByPlaceholder("输入菜单名称搜索");
  await input.waitFor();
  await input.fill(title);
  await page
    .getByRole("option", { name: new RegExp(`^${title}`) })
    .first()
    .waitFor();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

const tabNames = (page: Page) =>
  page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab").allTextContents();
const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab", { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

describe("the tab workspace (spec §2, §4)", () => {
  it("opens a tab per page, replaces a revisited one in place and activates the neighbour on close", async () => {
    const page = await signedIn();
    await openBySearch(page, "用户管理");
    await page.getByRole("button", { name: "消息中心" }).click();
    await page.getByRole("link", { name: "我的消息" }).click();
    await landsOn(page, MY_NOTICES);
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "我的消息"]);

    await tab(page, "用户管理").click();
    await landsOn(page, USERS);
    await page.getByRole("link", { name: "用户管理" }).click();
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "我的消息"]);

    await page.getByRole("button", { name: "关闭 用户管理" }).click();
    await landsOn(page, MY_NOTICES);
    expect(await tabNames(page)).toEqual(["首页", "我的消息"]);
    expect(await page.title()).toBe("我的消息 · 牙科门店管理系统");
    await page.close();
  });

  it("refuses to close home with its message", async () => {
    const page = await signedIn();
    await page.getByRole("button", { name: "关闭 首页" }).click();
    await toast(page, "首页不能关闭!").waitFor();
    expect(await tabNames(page)).toEqual(["首页"]);
    await page.close();
  });

  it("closes left, right and others from the tab's context menu, never home", async () => {
    const page = await signedIn();
    for (const title of ["用户管理", "我的消息", "角色管理"]) await openBySearch(page, title);
    await tab(page, "我的消息").click({ button: "right" });
    await page.getByRole("menuitem", { name: "关闭右侧" }).click();
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "我的消息"]);
    await tab(page, "我的消息").click({ button: "right" });
    await page.getByRole("menuitem", { name: "关闭左侧" }).click();
    expect(await tabNames(page)).toEqual(["首页", "我的消息"]);
    await openBySearch(page, "用户管理");
    await tab(page, "用户管理").click({ button: "right" });
    await page.getByRole("menuitem", { name: "关闭其它" }).click();
    expect(await tabNames(page)).toEqual(["首页", "用户管理"]);
    await page.close();
  });

  it("keeps a half-filled form across a tab switch, and 刷新 starts only that page again", async () => {
    const page = await signedIn();
    await page.goto(h.at(MY_NOTICES));
    await page.getByLabel("标题").fill("半填的查询");
    await tab(page, "首页").click();
    await landsOn(page, "/dashboard/analysis");
    await tab(page, "我的消息").click();
    await landsOn(page, MY_NOTICES);
    expect(await page.getByLabel("标题").inputValue()).toBe("半填的查询");

    await tab(page, "我的消息").click({ button: "right" });
    await page.getByRole("menuitem", { name: "刷新" }).click();
    await expect.poll(() => page.getByLabel("标题").inputValue()).toBe("");
    await page.close();
  });

  it("shows only the current page when multi-page mode is off, and keeps that across a reload", async () => {
    const page = await signedIn();
    await page.goto(h.at(MY_NOTICES));
    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "系统设置" }).click();
    await page.getByRole("switch", { name: "多页签模式" }).click();
    await page.getByRole("radio", { name: "暗色菜单" }).click();
    await page.keyboard.press("Escape");
    expect(await page.getByRole("tablist", { name: "已打开的页面" }).count()).toBe(0);
    await page.reload();
    await page.getByRole("heading", { name: "我的消息", level: 1 }).waitFor();
    expect(await page.getByRole("tablist", { name: "已打开的页面" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.menuTheme)).toBe("dark");
    await page.close();
  });
});

describe("the header", () => {
  it("finds a page by keyboard: Ctrl+K, type, arrows, Enter", async () => {
    const page = await signedIn();
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("输入菜单名称搜索").waitFor();
    await page.keyboard.type("用户");
    await page.getByRole("option", { name: /^用户管理/ }).waitFor();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await landsOn(page, USERS);
    // The home page may still be drawing its charts when the search opens the next page.
    await expect.poll(() => tabNames(page)).toEqual(["首页", "用户管理"]);
    await page.close();
  });

  // The 6 s poll's cadence is use-notices.test.tsx's (fake timers): a wall-clock bound here failed on a busy box.
  it("shows an announcement released through the API in the bell and the 通知消息 modal", async () => {
    const page = await signedIn();
    const api = createClient({ baseUrl: h.at("/jeecg-boot") });
    const login = await api.sys.login({ username: "admin", password: "123456" });
    const admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
    const title = `停诊通知 ${Date.now()}`;
    await admin.sys.announcement.add({
      titile: title,
      msgContent: "<p>周六<b>停诊</b></p><script>window.bad=1</script>",
      msgCategory: "1",
      msgType: "ALL",
      priority: "M",
    });
    const draft = (await admin.sys.announcement.list({ titile: title })).result.records[0];
    await admin.sys.announcement.release(draft?.id ?? "");

    await page.getByRole("button", { name: /^通知，[1-9]\d* 条未读$/ }).click();
    await page.getByRole("button", { name: new RegExp(title) }).waitFor();
    await page.getByRole("button", { name: new RegExp(title) }).click();
    const modal = page.getByRole("dialog", { name: "通知消息" });
    await modal.getByText("停诊", { exact: true }).waitFor();
    expect(await modal.getByText(/发布人/).count()).toBe(1);
    expect(await page.evaluate(() => (window as { bad?: number }).bad)).toBeUndefined();
    await modal.getByRole("button", { name: "关闭" }).last().click();
    await page.close();
  });

  it("changes the password with spec §5's messages, then signs out", async () => {
    const page = await signedIn("jeecg");
    // The page's clock, so the test can let the 300 ms click guard (spec §5) pass without sleeping.
    await page.clock.install();
    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "修改密码" }).click();
    const dialog = page.getByRole("dialog", { name: "修改密码" });
    await dialog.getByRole("button", { name: "确定" }).click();
    for (const text of ["请输入旧密码!", "请输入新密码!", "请确认新密码!"])
      await dialog.getByText(text).waitFor();
    await dialog.getByLabel(/旧密码$/).fill("123456");
    await dialog.getByLabel(/^[*\s]*新密码$/).fill("Abc#12345");
    await dialog.getByLabel(/确认新密码$/).fill("Abc#1234");
    await page.clock.fastForward(CLICK_GUARD_MS);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("两次输入的密码不一样！").waitFor();
    await dialog.getByLabel(/确认新密码$/).fill("Abc#12345");
    await page.clock.fastForward(CLICK_GUARD_MS);
    await dialog.getByRole("button", { name: "确定" }).click();
    await landsOn(page, "/user/login");
    // Signed out once: no 未授权 notice from a late answer of the ended session.
    expect(await page.getByText("未授权，请重新登录").count()).toBe(0);
    await signIn(page, "jeecg", "Abc#12345");
    await page.waitForURL((url) => url.pathname !== "/user/login");
    await page.close();
  });
});

describe("narrow screens", () => {
  it("at 375 px the menu is a drawer, the header welcomes without the system title, and there are no tabs", async () => {
    const page = await signedIn("admin", 375);
    expect(await page.getByRole("tablist", { name: "已打开的页面" }).count()).toBe(0);
    expect(await page.getByText("欢迎进入牙科门店管理系统").count()).toBe(0);
    await page.getByRole("button", { name: "打开菜单" }).click();
    const drawer = page.getByRole("dialog", { name: "牙科门店管理系统" });
    await drawer.getByRole("button", { name: "系统管理" }).click();
    await drawer.getByRole("link", { name: "用户管理" }).click();
    await landsOn(page, USERS);
    expect(await drawer.count()).toBe(0);
    await page.close();
  });

  it("at 1024 px it is still mobile: drawer menu, no tabs", async () => {
    const page = await signedIn("admin", 1024);
    await page.getByRole("button", { name: "打开菜单" }).waitFor();
    expect(await page.getByRole("complementary", { name: "侧边菜单" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "打开菜单" }).count()).toBe(1);
    expect(h.pageErrors).toEqual([]);
    await page.close();
  });
});

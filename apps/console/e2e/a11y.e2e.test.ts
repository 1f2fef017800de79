import { createClient } from "@kanya/client";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, describeFindings } from "./support/axe";
import { type ConsoleHarness, landsOn, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// axe-core (WCAG 2.1 A/AA) on every screen of the frame, as a user reaches it, in both colour modes.
let h: ConsoleHarness;
let page: Page;
beforeAll(async () => {
  h = await startHarness();
  page = await signedInPage(h, "admin");
});
afterAll(async () => {
  await h?.close();
});

const HOME = "/dashboard/analysis";
const DARK_MODE_KEY = "pro__KANYA_THEME_MODE";

/** Fails with every violation's rule id and targets, so the message says what to fix. */
async function expectAccessible(screen: Page) {
  const findings = await axeViolations(screen);
  expect(findings, describeFindings(findings)).toEqual([]);
}

/** The theme drawer's 暗黑模式 as stored under pro__ (read when the console starts). */
const storeColourMode = (screen: Page, mode: "light" | "dark") =>
  screen.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify({ value, expire: null })), {
    key: DARK_MODE_KEY,
    value: mode,
  });

/** The signed-in home page in a colour mode and width, settled. */
async function home(mode: "light" | "dark", width = 1280) {
  await page.setViewportSize({ width, height: 800 });
  await storeColourMode(page, mode);
  await page.goto(h.at(HOME));
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.getByRole("button", { name: "用户菜单" }).waitFor();
  expect(await colourMode(page)).toBe(mode);
}

const colourMode = (screen: Page) => screen.evaluate(() => document.documentElement.dataset.theme ?? "light");

describe.each(["light", "dark"] as const)("the frame in %s mode has no axe violations", (mode) => {
  it("on the home page", async () => {
    await home(mode);
    await expectAccessible(page);
  });

  it("with the user menu open", async () => {
    await home(mode);
    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "退出登录" }).waitFor();
    await expectAccessible(page);
  });

  it("with the menu search open", async () => {
    await home(mode);
    await page.keyboard.press("Control+k");
    await page.getByPlaceholder("输入菜单名称搜索").fill("用户");
    await page.getByRole("option", { name: /^用户管理/ }).waitFor();
    await expectAccessible(page);
  });

  it("with the theme drawer open", async () => {
    await home(mode);
    await page.getByRole("button", { name: "用户菜单" }).click();
    await page.getByRole("menuitem", { name: "系统设置" }).click();
    await page.getByRole("switch", { name: "多页签模式" }).waitFor();
    await expectAccessible(page);
  });

  it("with the mobile menu drawer open (375 px)", async () => {
    await home(mode, 375);
    await page.getByRole("button", { name: "打开菜单" }).click();
    await page
      .getByRole("dialog", { name: "牙科门店管理系统" })
      .getByRole("button", { name: "系统管理" })
      .waitFor();
    await expectAccessible(page);
  });
});

describe("notices have no axe violations", () => {
  beforeAll(async () => {
    const api = createClient({ baseUrl: h.at("/jeecg-boot") });
    const login = await api.sys.login({ username: "admin", password: "123456" });
    const admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
    await admin.sys.announcement.add({
      titile: "无障碍检查通知",
      msgContent: "<p>周六<b>停诊</b></p>",
      msgCategory: "1",
      msgType: "ALL",
      priority: "M",
    });
    const draft = (await admin.sys.announcement.list({ titile: "无障碍检查通知" })).result.records[0];
    await admin.sys.announcement.release(draft?.id ?? "");
  });

  it("in the bell's popover and the 通知消息 modal", async () => {
    await home("light");
    await page.getByRole("button", { name: /^通知，[1-9]\d* 条未读$/ }).click();
    const notice = page.getByRole("button", { name: /无障碍检查通知/ });
    await notice.waitFor();
    await expectAccessible(page);

    await notice.click();
    await page.getByRole("dialog", { name: "通知消息" }).getByText("停诊", { exact: true }).waitFor();
    await expectAccessible(page);
  });
});

describe("the sign-in page has no axe violations", () => {
  it.each(["light", "dark"] as const)("in %s mode", async (mode) => {
    const fresh = await h.freshPage();
    await storeColourMode(fresh, mode);
    await fresh.goto(h.at("/user/login"));
    await fresh.getByRole("button", { name: "登录", exact: true }).waitFor();
    expect(await colourMode(fresh)).toBe(mode);
    await expectAccessible(fresh);
    await fresh.close();
  });
});

it("reaches every screen without a page error", async () => {
  await landsOn(page, HOME);
  expect(h.pageErrors).toEqual([]);
});

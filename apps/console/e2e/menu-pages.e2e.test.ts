import { join } from "node:path";
import { createClient } from "@kanya/client";
import type { ServerMenuItem } from "@kanya/core/menu";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MenuPage, menuPages } from "../../../scripts/visual/menu-pages.mjs";
import { axeViolations, describeFindings } from "./support/axe";
import { type ConsoleHarness, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// Every page the seeded menus lead to, as the admin reaches it: it renders without an error and axe-core
// (WCAG 2.1 A/AA) finds nothing, in both colour modes (each applied as a user's stored choice, page reloaded). The list comes from the server's menu, so a page is
// checked the day its view file lands.
let h: ConsoleHarness;
let page: Page;
let menu: ServerMenuItem[];
let pages: MenuPage[];
const root = join(import.meta.dirname, "../../..");
const DARK_MODE_KEY = "pro__KANYA_THEME_MODE";

beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  const admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  menu = (await admin.sys.getUserPermissionByToken()).result.menu;
  pages = menuPages(menu, root);
  page = await signedInPage(h, "admin");
});
afterAll(async () => {
  await h?.close();
});

/** Opens a menu page and waits until its data has arrived and no spinner or skeleton is left. */
async function open(target: MenuPage) {
  await page.goto(h.at(target.path));
  await page.getByRole("main").waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  await page
    .locator('[aria-busy="true"], .animate-spin, .animate-pulse')
    .first()
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
}

/** The colour mode as the theme drawer stores it (read when the console starts, so set before a page loads). */
const storeColourMode = (mode: "light" | "dark") =>
  page.evaluate(({ key, value }) => localStorage.setItem(key, JSON.stringify({ value, expire: null })), {
    key: DARK_MODE_KEY,
    value: mode,
  });

it("finds the built pages in the menu", () => {
  // The frame's own pages are always built; the rest arrive as their views land.
  expect(pages.map((p) => p.component)).toEqual(
    expect.arrayContaining(["dashboard/Analysis", "system/SysPositionList", "account/center/Index"]),
  );
});

describe.each(["light", "dark"] as const)("in %s mode", (mode) => {
  it("renders every built menu page with no axe violations", async () => {
    await storeColourMode(mode);
    const failures: string[] = [];
    for (const target of pages) {
      const where = `${target.title} (${target.path})`;
      try {
        await open(target);
        const body = await page.locator("body").innerText();
        if (/MODULE_NOT_FOUND|功能建设中|页面加载失败/.test(body)) {
          failures.push(`${where}: did not render its view`);
          continue;
        }
        const findings = await axeViolations(page);
        if (findings.length > 0) failures.push(`${where}: ${describeFindings(findings)}`);
      } catch (error) {
        failures.push(`${where}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
      }
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  }, 900_000);
});

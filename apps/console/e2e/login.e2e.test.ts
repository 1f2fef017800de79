import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConsoleHarness,
  field,
  pastClickGuard,
  signIn,
  signOutViaHeader,
  startHarness,
} from "./support/harness";

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const at = (path: string) => h.at(path);
const freshPage = () => h.freshPage();

describe("the sign-in shell (spec §1)", () => {
  const shellOf = async (page: Page, path: string) => {
    await page.goto(at(path));
    const title = page.getByRole("heading", { level: 1 });
    await title.waitFor();
    const filing = page.getByRole("contentinfo").getByRole("link");
    return {
      title: await title.textContent(),
      subtitle: await page.getByText("综合业务管理系统").isVisible(),
      copyright: await page
        .getByRole("contentinfo")
        .getByText(/^Copyright © 2022 /)
        .textContent(),
      filing:
        (await filing.count()) === 1 ? [await filing.textContent(), await filing.getAttribute("href")] : [],
      documentTitle: await page.title(),
    };
  };

  it.each(["/user/login", "/dentistry/login"])(
    "%s shows 牙科门店管理系统, the subtitle, the 2022 copyright and the filing number",
    async (path) => {
      const page = await freshPage();
      expect(await shellOf(page, path)).toEqual({
        title: "牙科门店管理系统",
        subtitle: true,
        copyright: "Copyright © 2022 牙科门店管理系统",
        // The shipped kanya-config.js carries a placeholder number for the operator to replace.
        filing: ["京ICP备00000000号", "https://beian.miit.gov.cn/"],
        documentTitle: "牙科门店管理系统",
      });
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
  );

  it("takes the system name and filing number from kanya-config.js at run time", async () => {
    const page = await freshPage();
    await page.route("**/kanya-config.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.KANYA_CONFIG = ${JSON.stringify({
          apiBase: "/jeecg-boot",
          title: "仁和口腔",
          filingNumber: "沪ICP备12345678号-1",
          filingLink: "https://beian.miit.gov.cn/#/Integrated/index",
        })};`,
      }),
    );
    for (const path of ["/user/login", "/dentistry/login"]) {
      expect(await shellOf(page, path)).toEqual({
        title: "仁和口腔",
        subtitle: true,
        copyright: "Copyright © 2022 仁和口腔",
        filing: ["沪ICP备12345678号-1", "https://beian.miit.gov.cn/#/Integrated/index"],
        documentTitle: "仁和口腔",
      });
    }
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("console sign-in, menu and sign-out", () => {
  it("signs the administrator in and out", async () => {
    const page = await freshPage();

    await page.goto(at("/"));
    await page.waitForURL((url) => url.pathname === "/user/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/analysis");
    await expect.poll(() => page.getByText("综合业务管理系统").isVisible()).toBe(true);

    // Required fields, then a wrong password: the server's message, the username kept.
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByText("请输入用户名").waitFor();
    await pastClickGuard(page);
    await signIn(page, "admin", "wrong-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("用户名或密码错误");
    expect(await field(page, "用户名").inputValue()).toBe("admin");

    // Enter submits.
    await field(page, "密码").fill("123456");
    await pastClickGuard(page);
    await field(page, "密码").press("Enter");
    await page.waitForURL((url) => url.pathname === "/dashboard/analysis");

    const menu = page.getByRole("navigation", { name: "主菜单" });
    await menu.getByRole("link", { name: "首页" }).waitFor();
    await menu.getByRole("button", { name: "系统管理" }).waitFor();
    await page.getByRole("heading", { name: /，管理员$/ }).waitFor();
    expect(await page.getByText("欢迎您，管理员").isVisible()).toBe(true);
    expect(await page.title()).toBe("首页 · 牙科门店管理系统");

    // A group opens; its page shows inside the layout.
    await menu.getByRole("button", { name: "业务管理" }).click();
    await menu.getByRole("link", { name: "医疗订单" }).click();
    await page.waitForURL((url) => url.pathname === "/business/order");
    await page.getByRole("grid", { name: "服务订单" }).waitFor();

    // Unknown paths end on the 404 page (a full page load: the menu is fetched again first).
    await page.goto(at("/no/such/page"));
    await page.waitForURL((url) => url.pathname === "/404");
    await page.getByText("抱歉，您访问的页面不存在").waitFor();
    await page.getByRole("link", { name: "返回首页" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard/analysis");

    // Sign out: back on the general login, and protected pages redirect there again.
    await signOutViaHeader(page);
    await page.waitForURL((url) => url.pathname === "/user/login");
    await page.goto(at("/isystem/user"));
    await page.waitForURL((url) => url.pathname === "/user/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/isystem/user");
    expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();

    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("comes back to the requested page after signing in", async () => {
    const page = await freshPage();
    await page.goto(at("/business/order"));
    await page.waitForURL((url) => url.pathname === "/user/login");
    await signIn(page, "admin", "123456");
    await page.waitForURL((url) => url.pathname === "/business/order");
    await page.getByRole("grid", { name: "服务订单" }).waitFor();

    // A token the server no longer accepts: signed out, told why, and asked to sign in again.
    await page.evaluate(() =>
      localStorage.setItem("pro__Access-Token", JSON.stringify({ value: "revoked-token", expire: null })),
    );
    await page.goto(at("/isystem/dict"));
    await page.waitForURL((url) => url.pathname === "/user/login");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/isystem/dict");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("未授权，请重新登录");
    await signIn(page, "admin", "123456");
    await page.waitForURL((url) => url.pathname === "/isystem/dict");

    // Opening a login page while signed in signs out.
    await page.goto(at("/user/login"));
    await page.getByRole("button", { name: "登录" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("pro__Access-Token"))).toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("gives dentistry staff their own login, menu and landing page", async () => {
    const page = await freshPage();

    await page.goto(at("/service/dentistryorderView"));
    await page.waitForURL((url) => url.pathname === "/dentistry/login");
    await page.getByRole("heading", { name: "牙科门店管理系统", level: 1 }).waitFor();

    // Issue 9: signing in lands on the dentistry order view (spec §2), not on the home page.
    await signIn(page, "ck001", "123456");
    await page.waitForURL((url) => url.pathname === "/service/dentistryorderView");
    await page.getByRole("heading", { name: "牙科订单", level: 1 }).waitFor();
    // The front desk of their store (海淀口腔门诊): its day on the board.
    await page.getByRole("heading", { name: "海淀口腔门诊" }).waitFor();
    expect(await page.title()).toBe("牙科订单 · 牙科门店管理系统");
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await menu.getByRole("link", { name: "首页" }).waitFor();
    await menu.getByRole("link", { name: "牙科订单" }).waitFor();
    expect(await menu.getByText("系统管理").count()).toBe(0);

    // Opening the site again (a full load: the menu is fetched afresh) lands there too.
    await page.goto(at("/"));
    await page.waitForURL((url) => url.pathname === "/service/dentistryorderView");

    // Pages of other roles are unknown to this user; their 404 leads to the dentistry order view.
    await page.goto(at("/isystem/user"));
    await page.waitForURL((url) => url.pathname === "/service/dentistryorderView");
    await page.getByRole("heading", { name: "牙科订单", level: 1 }).waitFor();

    await signOutViaHeader(page);
    await page.waitForURL((url) => url.pathname === "/dentistry/login");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

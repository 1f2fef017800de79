import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConsoleHarness,
  landsOn,
  signIn,
  signOutViaHeader,
  startHarness,
  storedToken,
} from "./support/harness";
import { signedInPage } from "./support/signed-in";

// Each rule of the route guard (product spec §2) in the built console against the real server.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const redirectOf = (page: Page) => new URL(page.url()).searchParams.get("redirect");

/** Counts the permission fetches a page makes from now on. */
function countPermissionFetches(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.url().includes("/sys/permission/getUserPermissionByToken")) count += 1;
  });
  return () => count;
}

describe("route guard without a token", () => {
  it("lets the open routes pass", async () => {
    const page = await h.freshPage();
    for (const path of [
      "/user/login",
      "/dentistry/login",
      "/user/register",
      "/user/register-result",
      "/user/alteration",
      "/404",
    ]) {
      await page.goto(h.at(path));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(pathOf(page)).toBe(path);
    }
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("sends the dentistry order view to /dentistry/login and anything else to /user/login with a redirect", async () => {
    const page = await h.freshPage();
    await page.goto(h.at("/service/dentistryorderView"));
    await landsOn(page, "/dentistry/login");

    for (const path of ["/isystem/user", "/test/home", "/no/such/page"]) {
      await page.goto(h.at(path));
      await landsOn(page, "/user/login");
      expect(redirectOf(page)).toBe(path);
    }
    // The route table's own redirects: / → home (so, signed out, login with home as redirect), /user, /dentistry.
    await page.goto(h.at("/"));
    await landsOn(page, "/user/login");
    expect(redirectOf(page)).toBe("/dashboard/analysis");
    await page.goto(h.at("/user"));
    await landsOn(page, "/user/login");
    await page.goto(h.at("/dentistry"));
    await landsOn(page, "/dentistry/login");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("route guard with a token", () => {
  it("clears token and user info when a login route is opened, then shows login", async () => {
    const page = await signedInPage(h, "admin");
    expect(await storedToken(page)).not.toBeNull();
    await page.goto(h.at("/dentistry/login"));
    await page.getByRole("button", { name: "登录", exact: true }).waitFor();
    expect(pathOf(page)).toBe("/dentistry/login");
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("pro__Login_Userinfo"))).toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("fetches the permissions once per page load, builds the menu and goes to the redirect query or path", async () => {
    const page = await h.freshPage();
    const fetches = countPermissionFetches(page);
    await page.goto(h.at("/user/login?redirect=%2Fisystem%2FroleUserList"));
    await signIn(page, "admin", "123456");
    await landsOn(page, "/isystem/roleUserList");
    await page
      .getByRole("navigation", { name: "主菜单" })
      .getByRole("button", { name: "系统管理" })
      .waitFor();
    expect(fetches()).toBe(1);

    // Moving inside the app reuses the menu; a full load of a deep path fetches it again and stays there.
    await page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "用户管理" }).click();
    await landsOn(page, "/isystem/user");
    expect(fetches()).toBe(1);
    await page.goto(h.at("/business/order"));
    await page.getByRole("grid", { name: "服务订单" }).waitFor();
    expect(pathOf(page)).toBe("/business/order");
    expect(fetches()).toBe(2);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("sends /, /404 and the home page of a first load to the menu's first page, or the dentistry order view", async () => {
    const admin = await signedInPage(h, "admin");
    for (const path of ["/", "/404", "/dashboard/analysis"]) {
      await admin.goto(h.at(path));
      await landsOn(admin, "/dashboard/analysis");
    }
    await admin.close();

    const dentist = await signedInPage(h, "ck001");
    for (const path of ["/", "/404", "/dashboard/analysis"]) {
      await dentist.goto(h.at(path));
      await landsOn(dentist, "/service/dentistryorderView");
    }
    await dentist.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("signs out and asks to sign in again, coming back here, when the permission fetch fails", async () => {
    const page = await signedInPage(h, "admin");
    await page.route("**/sys/permission/getUserPermissionByToken**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: false, code: 500, message: "获取权限失败", result: null }),
      }),
    );
    await page.goto(h.at("/isystem/user"));
    await landsOn(page, "/user/login");
    expect(redirectOf(page)).toBe("/isystem/user");
    expect(await storedToken(page)).toBeNull();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("获取权限失败");

    // An empty menu is a failure too, with JeecgBoot's own message.
    await page.unroute("**/sys/permission/getUserPermissionByToken**");
    await signIn(page, "admin", "123456");
    await landsOn(page, "/isystem/user");
    await page.route("**/sys/permission/getUserPermissionByToken**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          code: 0,
          message: "",
          result: { menu: [], auth: [], allAuth: [] },
        }),
      }),
    );
    await page.reload();
    await landsOn(page, "/user/login");
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("getPermissionList: permissions must be a non-null array !");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("sends unknown pages to /404, whose way back is home, and dentistry staff to their order view", async () => {
    const admin = await signedInPage(h, "admin");
    await admin
      .getByRole("navigation", { name: "主菜单" })
      .getByRole("button", { name: "系统管理" })
      .waitFor();
    // A navigation inside the app (no reload): the guard knows the menu and sends the unknown path to /404.
    await admin.evaluate(() => {
      history.pushState(null, "", "/no/such/page");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await landsOn(admin, "/404");
    await admin.getByRole("link", { name: "返回首页" }).click();
    await landsOn(admin, "/dashboard/analysis");
    await admin.close();

    const dentist = await signedInPage(h, "ck001");
    await dentist.evaluate(() => {
      history.pushState(null, "", "/404");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await landsOn(dentist, "/service/dentistryorderView");
    await dentist.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("renders the fixed signed-in pages: /test/home and /isps/userAnnouncement", async () => {
    const page = await signedInPage(h, "admin");
    await page.goto(h.at("/test/home"));
    await page.getByText("这是路由表中的测试页（/test/home）。", { exact: false }).waitFor();
    await page.goto(h.at("/isps/userAnnouncement"));
    expect(pathOf(page)).toBe("/isps/userAnnouncement");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("after logout sends dentistry staff to /dentistry/login and everyone else to /user/login", async () => {
    for (const [username, loginPath] of [
      ["ck001", "/dentistry/login"],
      ["admin", "/user/login"],
    ] as const) {
      const page = await signedInPage(h, username);
      await signOutViaHeader(page);
      await landsOn(page, loginPath);
      expect(await storedToken(page)).toBeNull();
      await page.close();
    }
    expect(h.pageErrors).toEqual([]);
  });
});

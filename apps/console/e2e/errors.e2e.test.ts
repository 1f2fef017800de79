import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, landsOn, startHarness, storedToken } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// Spec §8 in the middle of a session: the server's answer changes under a signed-in user (intercepted here).
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The request the header's notice bell makes as soon as a page of the frame opens. */
const NOTICES = "**/sys/annountCement/listByUser**";

const signedInAdmin = () => signedInPage(h, "admin", { path: "/dashboard/analysis" });

const answer = (status: number, message: string) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify({ success: false, code: status, message, result: null }),
});

describe("HTTP errors in the middle of a session (spec §8)", () => {
  it("a 401 says 未授权，请重新登录, signs out and reloads onto the login page", async () => {
    const page = await signedInAdmin();
    await page.route(NOTICES, (route) => route.fulfill(answer(401, "Token失效，请重新登录!")));
    await page.reload();
    await page.getByText("未授权，请重新登录").first().waitFor();
    await landsOn(page, "/user/login");
    expect(await storedToken(page)).toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("a 500 saying the token expired opens 登录已过期; 重新登录 signs out and reloads", async () => {
    const page = await signedInAdmin();
    await page.route(NOTICES, (route) => route.fulfill(answer(500, "Token失效，请重新登录!")));
    await page.reload();
    const dialog = page.getByRole("alertdialog", { name: "登录已过期" });
    await dialog.getByText("很抱歉，登录已过期，请重新登录").waitFor();
    // Several failed requests still give one dialog.
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole("button", { name: "重新登录" }).click();
    await landsOn(page, "/user/login");
    expect(await storedToken(page)).toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("a 403 is 拒绝访问 and the session goes on", async () => {
    const page = await signedInAdmin();
    await page.route(NOTICES, (route) => route.fulfill(answer(403, "无权限")));
    await page.reload();
    await page.getByText("拒绝访问").first().waitFor();
    expect(page.url()).toContain("/dashboard/analysis");
    expect(await storedToken(page)).not.toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("pages that cannot be shown", () => {
  it("a page file that fails to load offers a reload instead of a blank page", async () => {
    const page = await signedInAdmin();
    await page.route("**/assets/Analysis-*.js", (route) => route.abort());
    await page.goto(h.at("/dashboard/analysis"));
    await page.getByText("页面文件加载失败，可能是系统刚刚更新").waitFor();
    await page.unroute("**/assets/Analysis-*.js");
    await page.getByRole("button", { name: "重新加载" }).click();
    await page.getByRole("heading", { name: /，管理员$/ }).waitFor();
    await page.close();
  });
});

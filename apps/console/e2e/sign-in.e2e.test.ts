import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ConsoleHarness,
  field,
  landsOn,
  pastClickGuard,
  signIn,
  startHarness,
  storedToken,
} from "./support/harness";

// The sign-in flows against a server that requires JeecgBoot's image captcha (LOGIN_CAPTCHA=1).
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness({ captcha: true });
});
afterAll(async () => {
  await h?.close();
});

const lastCodeFor = (mobile: string) => h.sms.findLast((message) => message.mobile === mobile)?.code ?? "";
const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

/** Keys of the captcha pictures the page asked for, newest last. */
function captchaKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on("request", (request) => {
    const key = /\/sys\/randomImage\/([^?/]+)/.exec(request.url())?.[1];
    if (key) keys.push(key);
  });
  return keys;
}

/** Signs in through the captcha: the server asks for it, the test plants the answer of the shown picture. */
async function signInWithCaptcha(page: Page, username: string, password: string) {
  const keys = captchaKeys(page);
  await signIn(page, username, password);
  await page.getByRole("img", { name: "验证码图片" }).waitFor();
  await h.plantCaptcha(keys.at(-1) ?? "", "AB12");
  await field(page, "验证码").fill("ab12");
  await pastClickGuard(page);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/** Sends the SMS code of a form and waits for the 60 s countdown to start. */
async function sendCode(page: Page) {
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByRole("button", { name: /^\d+ s$/ }).waitFor();
}

describe("sign-in with the image captcha (LOGIN_CAPTCHA=1)", () => {
  it("asks for the captcha the server requires, refuses a wrong answer with a new picture, signs in with the right one", async () => {
    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    const keys = captchaKeys(page);
    await signIn(page, "admin", "123456");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("请输入验证码");
    await page.getByRole("img", { name: "验证码图片" }).waitFor();

    await field(page, "验证码").fill("zzzz");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("验证码错误");
    await expect.poll(() => keys.length).toBe(2);

    await h.plantCaptcha(keys.at(-1) ?? "", "K7P2");
    await field(page, "验证码").fill("k7p2");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await landsOn(page, "/dashboard/analysis");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("phone sign-in", () => {
  it("sends the SMS code, counts down 60 s before another, and signs in with it", async () => {
    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    await page.getByRole("tab", { name: "手机号登录" }).click();
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByText("请输入手机号").waitFor();

    await field(page, "手机号").fill("18611111111");
    await sendCode(page);
    expect(await page.getByRole("button", { name: /^\d+ s$/ }).isDisabled()).toBe(true);
    expect(
      Number((await page.getByRole("button", { name: /^\d+ s$/ }).textContent())?.split(" ")[0]),
    ).toBeGreaterThan(55);
    await field(page, "短信验证码").fill("000000");
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("手机验证码错误");

    await field(page, "短信验证码").fill(lastCodeFor("18611111111"));
    await pastClickGuard(page);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await landsOn(page, "/dashboard/analysis");
    expect(await storedToken(page)).not.toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("register, register result and the four alteration steps", () => {
  it("registers an account with its mobile, then resets its password in four steps and signs in with it", async () => {
    const username = `e2e_${randomInt(100_000, 999_999)}`;
    const mobile = newMobile();
    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    await page.getByRole("link", { name: "注册账户" }).click();
    await landsOn(page, "/user/register");

    await field(page, "用户名").fill("a!");
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await page.getByText("只允许字母、数字、下划线").waitFor();

    await field(page, "用户名").fill(username);
    await field(page, "新密码").fill("Kanya#2026");
    await field(page, "确认新密码").fill("Kanya#2025");
    await field(page, "手机号").fill(mobile);
    await sendCode(page);
    await field(page, "短信验证码").fill(lastCodeFor(mobile));
    await pastClickGuard(page);
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await page.getByText("两次输入的密码不一样！").waitFor();
    await field(page, "确认新密码").fill("Kanya#2026");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await landsOn(page, "/user/register-result");
    await page.getByRole("heading", { name: `你的账户：${username} 注册成功` }).waitFor();

    // Forgotten password: 确认账号 → 安全校验 → 设置新密码 → 完成.
    await page.goto(h.at("/user/alteration"));
    const current = () => page.locator('[aria-current="step"]').textContent();
    expect(await current()).toContain("确认账号");
    await field(page, "用户名").fill(username);
    await page.getByRole("button", { name: "下一步" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("请先完成滑块验证");
    await page.getByRole("slider").focus();
    await page.keyboard.press("End");
    await page.getByText("验证通过").waitFor();
    await pastClickGuard(page);
    await page.getByRole("button", { name: "下一步" }).click();

    await expect.poll(current).toContain("安全校验");
    await field(page, "手机号").fill(mobile);
    await sendCode(page);
    await field(page, "短信验证码").fill(lastCodeFor(mobile));
    await page.getByRole("button", { name: "下一步" }).click();

    await expect.poll(current).toContain("设置新密码");
    await field(page, "新密码").fill("Changed#2026");
    await field(page, "确认新密码").fill("Changed#2026");
    await page.getByRole("button", { name: "提交" }).click();
    await expect.poll(current).toContain("完成");
    await page.getByRole("heading", { name: "密码修改成功" }).waitFor();
    await page.getByRole("link", { name: "返回登录" }).click();
    await landsOn(page, "/user/login");

    await signInWithCaptcha(page, username, "Changed#2026");
    await page.waitForURL((url) => url.pathname !== "/user/login");
    // A new account belongs to no department: told so, and signed in all the same.
    await page.getByText("您尚未设置部门信息!").waitFor();
    expect(await storedToken(page)).not.toBeNull();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("department pick at sign-in", () => {
  it("asks a user of several departments to pick the current one before entering", async () => {
    const jeecg = await h.db
      .selectFrom("sys_user")
      .select("id")
      .where("username", "=", "jeecg")
      .executeTakeFirstOrThrow();
    const second = await h.db
      .selectFrom("sys_depart")
      .select(["id", "depart_name"])
      .where("org_code", "=", "A01")
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto("sys_user_depart")
      .values({ id: `e2e${Date.now()}`, user_id: jeecg.id, dep_id: second.id })
      .execute();

    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    await signInWithCaptcha(page, "jeecg", "123456");
    const dialog = page.getByRole("dialog", { name: "切换部门" });
    await dialog.getByRole("radio", { name: second.depart_name ?? "" }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.waitForURL((url) => url.pathname !== "/user/login");
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem("pro__Login_Userinfo") ?? "{}").value?.orgCode,
      ),
    ).toBe("A01");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

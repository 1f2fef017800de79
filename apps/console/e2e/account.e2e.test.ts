import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, field, landsOn, pastClickGuard, signIn, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 账户中心 and 账户设置 on the real endpoints. The settings save through /sys/user/appEdit, the signed-in
// user's own record, so any account may use them, not only one holding user:edit.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("account center and settings", () => {
  it("shows the account, saves base info and a new mobile, and changes the password", async () => {
    const page = await signedInPage(h, "admin", { path: "/account/center" });
    await page.getByText("18611111111").waitFor();

    await page.goto(h.at("/account/settings/base"));
    await field(page, "姓名").fill("");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("请输入姓名").waitFor();
    await field(page, "姓名").fill("测试员甲");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("保存成功").first().waitFor();
    const saved = await h.db
      .selectFrom("sys_user")
      .select(["realname"])
      .where("username", "=", "admin")
      .executeTakeFirst();
    expect(saved?.realname).toBe("测试员甲");

    await page.getByRole("tab", { name: "安全设置" }).click();
    await page.getByText("已绑定手机：186****1111").waitFor();
    await page.getByRole("button", { name: "修改" }).nth(1).click();
    await field(page, "新手机号").fill("12345");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("请输入正确手机号").waitFor();
    await field(page, "新手机号").fill("13912345678");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已绑定手机：139****5678").waitFor();

    await page.getByRole("button", { name: "修改" }).first().click();
    const dialog = page.getByRole("dialog", { name: "修改密码" });
    await field(dialog.page(), "旧密码").fill("123456");
    await field(dialog.page(), "新密码").fill("Kanya#2026a");
    await field(dialog.page(), "确认新密码").fill("Kanya#2026a");
    await dialog.getByRole("button", { name: "确定" }).click();
    await landsOn(page, "/user/login");
    await signIn(page, "admin", "Kanya#2026a");
    await page.waitForURL((url) => url.pathname !== "/user/login");
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("lets an account without user:edit save its base settings and keeps them over a reload", async () => {
    const page = await signedInPage(h, "kefu01", { path: "/account/settings/base" });
    await field(page, "姓名").fill("客服小王");
    await field(page, "邮箱").fill("kefu01@kanya.test");
    await pastClickGuard(page);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("保存成功").first().waitFor();

    await page.reload();
    await field(page, "姓名").waitFor();
    expect(await field(page, "姓名").inputValue()).toBe("客服小王");
    expect(await field(page, "邮箱").inputValue()).toBe("kefu01@kanya.test");
    const saved = await h.db
      .selectFrom("sys_user")
      .select(["realname", "email"])
      .where("username", "=", "kefu01")
      .executeTakeFirst();
    expect(saved).toEqual({ realname: "客服小王", email: "kefu01@kanya.test" });
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

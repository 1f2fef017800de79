import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 用户管理, 用户回收站 and 在线用户 against the real server: a user is created with a role and a department,
// found, edited, frozen (and cannot sign in), unfrozen, given a new password, signed out by force, deleted,
// restored from the recycle bin; a user holding only the list code sees none of the writing controls.
let h: ConsoleHarness;
let admin: KanyaClient;
let anonymous: KanyaClient;
beforeAll(async () => {
  h = await startHarness();
  anonymous = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await anonymous.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
});
afterAll(async () => {
  await h?.close();
});

const USERS = "/isystem/user";
const ACCOUNT = "e2e_user1";

async function openAs(username: string, path: string, ready: (page: Page) => Locator): Promise<Page> {
  const page = await signedInPage(h, username, { path });
  await ready(page).waitFor();
  return page;
}

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function rowMenu(page: Page, text: string, item: string): Promise<void> {
  await rowOf(page, text).getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

async function confirm(page: Page, title: string): Promise<void> {
  await page.getByRole("alertdialog", { name: title }).getByRole("button", { name: "确定" }).click();
}

/** What a request with this token is answered (status and message), without the client's handling. */
async function callWith(token: string): Promise<{ status: number; message: string }> {
  const res = await fetch(h.at("/jeecg-boot/sys/user/getUserInfo"), { headers: { "X-Access-Token": token } });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

describe("用户管理, 用户回收站 and 在线用户", () => {
  it("creates, finds, edits, freezes, unfreezes, re-passwords, forces out, deletes and restores a user", async () => {
    const page = await openAs("admin", USERS, (p) => p.getByRole("grid", { name: "用户" }));

    // 新增 with a role (临时角色) by the role picker and a department (市场部) by the department picker.
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增用户" });
    await control(add, "用户账号").fill(ACCOUNT);
    await control(add, "用户姓名").fill("端到端用户");
    await control(add, "登录密码").fill("123456");
    await control(add, "确认密码").fill("654321");
    await pastClickGuard(page);
    await add.getByRole("button", { name: "确定" }).click();
    await add.getByText("两次输入的密码不一样！").waitFor();
    await control(add, "确认密码").fill("123456");

    await control(add, "角色分配").click();
    const roles = page.getByRole("dialog", { name: "选择角色" });
    await rowOf(page, "临时角色").getByRole("checkbox", { name: "选择此行" }).click();
    await roles.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => control(add, "角色分配").inputValue()).toBe("临时角色");

    await control(add, "所属部门").click();
    const departs = page.getByRole("dialog", { name: "选择部门" });
    await departs.getByRole("treeitem", { name: "北京国炬软件" }).click();
    await departs.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => control(add, "所属部门").inputValue()).toBe("北京国炬软件");

    await pastClickGuard(page);
    await add.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();
    await rowOf(page, ACCOUNT).getByText("北京国炬软件").waitFor();
    const created = await h.db
      .selectFrom("sys_user as u")
      .innerJoin("sys_user_role as ur", "ur.user_id", "u.id")
      .innerJoin("sys_role as r", "r.id", "ur.role_id")
      .select(["u.id", "r.role_code"])
      .where("u.username", "=", ACCOUNT)
      .execute();
    expect(created.map((row) => row.role_code)).toEqual(["test"]);
    const userId = created[0]?.id ?? "";

    // Found by the query bar.
    await page.getByRole("form", { name: "查询条件" }).getByLabel("用户账号").fill("e2e_user");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);

    // 编辑: the role and department come back into the form and stay.
    await rowOf(page, ACCOUNT).getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑用户" });
    await expect.poll(() => control(edit, "用户姓名").inputValue()).toBe("端到端用户");
    await expect.poll(() => control(edit, "角色分配").inputValue()).toBe("临时角色");
    await control(edit, "用户姓名").fill("端到端改名");
    await control(edit, "工号").fill("E2E001");
    await pastClickGuard(page);
    await edit.getByRole("button", { name: "确定" }).click();
    await page.getByText("修改成功!").first().waitFor();
    await rowOf(page, "端到端改名").getByText("E2E001").waitFor();
    expect(
      await h.db.selectFrom("sys_user_role").select("role_id").where("user_id", "=", userId).execute(),
    ).toHaveLength(1);

    // 冻结: the account can no longer sign in, with the server's message; 解冻 lets it in again.
    await rowMenu(page, ACCOUNT, "冻结");
    await confirm(page, "确定冻结吗?");
    await rowOf(page, ACCOUNT).getByText("冻结").waitFor();
    expect(await anonymous.sys.login({ username: ACCOUNT, password: "123456" })).toMatchObject({
      success: false,
      message: "该用户已冻结",
    });
    await rowMenu(page, ACCOUNT, "解冻");
    await confirm(page, "确定解冻吗?");
    await rowOf(page, ACCOUNT).getByText("正常").waitFor();
    expect((await anonymous.sys.login({ username: ACCOUNT, password: "123456" })).success).toBe(true);

    // 修改密码: the new password signs in, the old one no longer does.
    await rowMenu(page, ACCOUNT, "修改密码");
    const password = page.getByRole("dialog", { name: "重新设定密码" });
    await control(password, "新密码").fill("Kanya@2026x");
    await control(password, "确认密码").fill("Kanya@2026x");
    await pastClickGuard(page);
    await password.getByRole("button", { name: "确定" }).click();
    await page.getByText("密码修改成功!").first().waitFor();
    expect((await anonymous.sys.login({ username: ACCOUNT, password: "123456" })).success).toBe(false);
    const session = await anonymous.sys.login({ username: ACCOUNT, password: "Kanya@2026x" });
    expect(session.success).toBe(true);
    expect((await callWith(session.result.token)).status).toBe(200);

    // 在线用户: that session is listed and 强退 ends it; its next call is refused.
    await page.goto(h.at("/isystem/online"));
    await page.getByRole("form", { name: "查询条件" }).getByLabel("用户账号").fill(ACCOUNT);
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await rowOf(page, ACCOUNT).getByRole("button", { name: "强退" }).click();
    await confirm(page, "强退");
    await page.getByText("退出登录成功！").first().waitFor();
    await expect.poll(() => rowOf(page, ACCOUNT).count()).toBe(0);
    expect(await callWith(session.result.token)).toEqual({ status: 401, message: "Token失效，请重新登录!" });

    // 删除 puts the user in 回收站; 还原 brings it back to 用户管理.
    await page.goto(h.at(USERS));
    await rowOf(page, ACCOUNT).waitFor();
    await rowMenu(page, ACCOUNT, "删除");
    await confirm(page, "确定删除吗?");
    await page.getByText("删除用户成功").first().waitFor();
    await expect.poll(() => rowOf(page, ACCOUNT).count()).toBe(0);

    await page.getByRole("button", { name: "回收站" }).click();
    await page.getByRole("grid", { name: "用户回收站" }).waitFor();
    await rowMenu(page, ACCOUNT, "还原");
    await confirm(page, "还原");
    await page.getByText("还原成功").first().waitFor();
    await expect.poll(() => rowOf(page, ACCOUNT).count()).toBe(0);
    await page.getByRole("button", { name: "返回用户管理" }).click();
    await rowOf(page, ACCOUNT).waitFor();
    await page.close();
    expect(h.pageErrors).toEqual([]);
    // The whole life of a user in one scenario: longer than one page's flow on a shared 2-core machine.
  }, 240_000);

  it("shows a user holding only the list code no 新增, 编辑, 删除, 冻结 or 修改密码, and the server refuses them", async () => {
    const tenant = await h.db
      .selectFrom("sys_user_tenant as t")
      .innerJoin("sys_user as u", "u.id", "t.user_id")
      .select("t.tenant_id")
      .where("u.username", "=", "admin")
      .executeTakeFirst();
    await addGrantedUser(h, admin, {
      username: "e2e_user_viewer",
      realname: "只读用户",
      menus: [USERS],
      codes: ["system:user:list"],
      tenantId: tenant?.tenant_id,
    });

    // The list's first page holds the newest users; jeecg is found by its account.
    const page = await openAs("e2e_user_viewer", USERS, (p) => p.getByRole("form", { name: "查询条件" }));
    await page.getByRole("form", { name: "查询条件" }).getByLabel("用户账号").fill("jeecg");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await rowOf(page, "jeecg").waitFor();
    expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
    expect(await rowOf(page, "jeecg").getByRole("button", { name: "编辑" }).count()).toBe(0);
    await rowOf(page, "jeecg").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "详情" }).waitFor();
    expect(await page.getByRole("menuitem").allTextContents()).toEqual(["详情"]);
    await page.keyboard.press("Escape");

    const login = await anonymous.sys.login({ username: "e2e_user_viewer", password: "123456" });
    const viewer = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
    const jeecg = (await admin.sys.user.list({ username: "jeecg" })).result?.records[0];
    expect(await viewer.sys.user.frozenBatch([jeecg?.id ?? ""], 2)).toMatchObject({
      success: false,
      code: 510,
    });
    expect(await viewer.sys.user.delete(jeecg?.id ?? "")).toMatchObject({ success: false, code: 510 });
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

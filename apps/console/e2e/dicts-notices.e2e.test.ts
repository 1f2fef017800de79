import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 数据字典, 分类字典, 系统通告, 消息管理 and 消息模板's 发送测试 against the real server: each page's main flow,
// and what a user holding only the list codes is left with.
let h: ConsoleHarness;
let admin: KanyaClient;
const VIEWER = "e2e_dict_viewer";

const DICTS = "/isystem/dict";
const CATEGORIES = "/isys/category";
const ANNOUNCEMENTS = "/isystem/annountCement";
const MESSAGES = "/modules/message/sysMessageList";
const TEMPLATES = "/modules/message/sysMessageTemplateList";

beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
  // The viewer works in the seeded announcements' tenant.
  const { tenant_id } = await h.db
    .selectFrom("sys_announcement")
    .select("tenant_id")
    .where("titile", "=", "系统维护通知")
    .executeTakeFirstOrThrow();
  await addGrantedUser(h, admin, {
    username: VIEWER,
    realname: "字典查看员",
    menus: [DICTS, ANNOUNCEMENTS],
    codes: ["system:dict:list", "system:announcement:list"],
    tenantId: tenant_id,
  });
});
afterAll(async () => {
  await h?.close();
});

async function open(username: string, path: string, grid: string, role: "grid" | "treegrid" = "grid") {
  const page = await signedInPage(h, username, { path });
  await page.getByRole(role, { name: grid }).getByRole("row").nth(1).waitFor();
  return page;
}

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole("row").filter({ hasText: text });
const query = (page: Page, label: string) => page.getByRole("form", { name: "查询条件" }).getByLabel(label);

async function rowMenu(page: Page, row: Locator, item: string): Promise<void> {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

async function confirm(page: Page, title: string): Promise<void> {
  await page.getByRole("alertdialog", { name: title }).getByRole("button", { name: "确定" }).click();
}

async function submit(page: Page, dialog: Locator, button = "确定"): Promise<void> {
  await pastClickGuard(page);
  await dialog.getByRole("button", { name: button }).click();
}

describe("数据字典", () => {
  it("adds a dictionary and its items, refreshes the cache, deletes it and restores it from the recycle bin", async () => {
    const page = await open("admin", DICTS, "字典");
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增字典" });
    await control(add, "字典名称").fill("端到端字典");
    await control(add, "字典编码").fill("e2e_dict");
    await submit(page, add);
    await page.getByText("保存成功！").first().waitFor();

    await query(page, "字典名称").fill("端到端");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);

    await rowMenu(page, rowOf(page, "e2e_dict"), "字典配置");
    const drawer = page.getByRole("dialog", { name: "字典列表：端到端字典" });
    await drawer.getByRole("button", { name: "新增" }).click();
    const item = page.getByRole("dialog", { name: "新增字典项" });
    await control(item, "名称").fill("端到端项");
    await control(item, "数据值").fill("e2e_v1");
    await submit(page, item);
    await rowOf(drawer, "e2e_v1").getByText("启用").waitFor();

    await rowOf(drawer, "e2e_v1").getByRole("button", { name: "编辑" }).click();
    const editItem = page.getByRole("dialog", { name: "编辑字典项" });
    await expect.poll(() => control(editItem, "名称").inputValue()).toBe("端到端项");
    await control(editItem, "名称").fill("端到端选项");
    await submit(page, editItem);
    await rowOf(drawer, "端到端选项").waitFor();
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });

    // The server's cache, then the console's own copy: the new dictionary is now among the cached ones.
    await page.getByRole("button", { name: "刷新缓存" }).click();
    await page.getByText("刷新缓存完成！").waitFor();
    const cached = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.includes("UI_CACHE_DB_DICT_DATA"))
        .map((key) => localStorage.getItem(key))
        .join(""),
    );
    expect(cached).toContain("e2e_v1");

    await rowMenu(page, rowOf(page, "e2e_dict"), "删除");
    await confirm(page, "确定删除吗?");
    await page.getByText("删除成功!").first().waitFor();
    await expect.poll(() => rowOf(page, "e2e_dict").count()).toBe(0);

    await page.getByRole("button", { name: "回收站" }).click();
    const bin = page.getByRole("dialog", { name: "字典回收站" });
    await rowMenu(page, rowOf(bin, "e2e_dict"), "取回");
    await page.getByText("操作成功!").first().waitFor();
    await expect.poll(() => rowOf(bin, "e2e_dict").count()).toBe(0);
    await bin.getByRole("button", { name: "关闭" }).first().click();
    await rowOf(page, "e2e_dict").waitFor();
    const restored = await admin.sys.dict.getDictItems("e2e_dict");
    expect(restored.result.map((i) => `${i.value}=${i.text}`)).toEqual(["e2e_v1=端到端选项"]);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("分类字典", () => {
  it("adds a root and a child whose code the server makes, and shows the child when its parent opens", async () => {
    const page = await open("admin", CATEGORIES, "分类字典", "treegrid");
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增分类字典" });
    await control(add, "类型名称").fill("端到端分类");
    await submit(page, add);
    await page.getByText("添加成功！").first().waitFor();

    await query(page, "类型名称").fill("端到端分类");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await rowMenu(page, rowOf(page, "端到端分类"), "添加下级");
    const child = page.getByRole("dialog", { name: "添加下级：端到端分类" });
    await control(child, "类型名称").fill("端到端子类");
    await submit(page, child);
    await page.getByText("添加成功！").first().waitFor();

    const [parent, kid] = await Promise.all(
      ["端到端分类", "端到端子类"].map((name) =>
        h.db.selectFrom("sys_category").selectAll().where("name", "=", name).executeTakeFirstOrThrow(),
      ),
    );
    expect(kid?.pid).toBe(parent?.id);
    expect(kid?.code?.startsWith(parent?.code ?? "-")).toBe(true);

    await rowOf(page, "端到端分类").getByRole("button", { name: "展开行" }).click();
    await rowOf(page, "端到端子类")
      .getByText(kid?.code ?? "")
      .waitFor();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("系统通告", () => {
  it("adds a draft for a chosen user, releases it (no longer editable) and shows it", async () => {
    const page = await open("admin", ANNOUNCEMENTS, "系统通告");
    await page.getByRole("button", { name: "新增" }).click();
    const add = page.getByRole("dialog", { name: "新增系统通告" });
    await control(add, "标题").fill("端到端通告");
    await control(add, "内容").fill("端到端通告正文");
    // To chosen users only: 指定用户 shows once the target is 指定用户, and takes the viewer from the picker.
    expect(await control(add, "指定用户").count()).toBe(0);
    await add.getByRole("combobox", { name: /通告对象/ }).click();
    await page.getByRole("option", { name: "指定用户" }).click();
    await add.getByRole("button", { name: "选择" }).click();
    const picker = page.getByRole("dialog", { name: "选择用户" });
    await rowOf(picker, VIEWER).getByRole("checkbox", { name: "选择此行" }).click();
    await picker.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => control(add, "指定用户").inputValue()).toBe("字典查看员");
    await submit(page, add);
    await page.getByText("添加成功！").first().waitFor();
    const draft = rowOf(page, "端到端通告");
    await draft.getByText("未发布").waitFor();
    await draft.getByRole("button", { name: "编辑" }).waitFor();
    const { user_ids } = await h.db
      .selectFrom("sys_announcement")
      .select("user_ids")
      .where("titile", "=", "端到端通告")
      .executeTakeFirstOrThrow();
    const viewer = await h.db
      .selectFrom("sys_user")
      .select("id")
      .where("username", "=", VIEWER)
      .executeTakeFirstOrThrow();
    expect(user_ids).toBe(`${viewer.id},`);

    await rowMenu(page, draft, "发布");
    await confirm(page, "确定发布吗?");
    await page.getByText("系统通知推送成功").first().waitFor();
    await draft.getByText("已发布").waitFor();
    expect(await draft.getByRole("button", { name: "编辑" }).count()).toBe(0);

    await rowMenu(page, draft, "查看");
    const preview = page.getByRole("dialog", { name: "通告预览" });
    await preview.getByText("端到端通告正文").waitFor();
    await preview.getByRole("button", { name: "关闭" }).first().click();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  // Three sign-ins on a shared machine: more time than one page's flow.
  it("shows the released one in the chosen user's bell, then revokes it", { timeout: 240_000 }, async () => {
    const viewer = await open(VIEWER, ANNOUNCEMENTS, "系统通告");
    await viewer.getByRole("button", { name: /^通知，\d+ 条未读$/ }).click();
    await viewer.getByRole("button", { name: /端到端通告/ }).waitFor();
    await viewer.close();

    const page = await open("admin", ANNOUNCEMENTS, "系统通告");
    await rowMenu(page, rowOf(page, "端到端通告"), "撤销");
    await confirm(page, "确定撤销吗?");
    await page.getByText("该系统通知撤销成功").first().waitFor();
    await rowOf(page, "端到端通告").getByText("已撤销").waitFor();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("消息模板 and 消息管理", () => {
  it("sends a template's test, finds the message it left by its receiver and deletes it", async () => {
    let page = await open("admin", TEMPLATES, "消息模板");
    await rowMenu(page, rowOf(page, "CLAIM_RESULT"), "发送测试");
    const send = page.getByRole("dialog", { name: "发送测试" });
    await expect.poll(() => control(send, "测试数据").inputValue()).toContain("LP20240001");
    await send.getByRole("combobox", { name: /消息类型/ }).click();
    await page.getByRole("option", { name: "邮件消息" }).click();
    await control(send, "消息接收方").fill("e2e_mail_receiver");
    await submit(page, send, "发送");
    await page.getByText("消息发送成功！").first().waitFor();
    await page.close();

    page = await open("admin", MESSAGES, "消息");
    await query(page, "接收人").fill("e2e_mail");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    const sent = rowOf(page, "e2e_mail_receiver");
    await sent.getByText("邮件消息").waitFor();
    await sent.getByText("理赔结果通知").waitFor();

    await rowMenu(page, sent, "删除");
    await confirm(page, "确定删除吗?");
    await page.getByText("删除成功!").first().waitFor();
    await expect.poll(() => rowOf(page, "e2e_mail_receiver").count()).toBe(0);
    const left = await h.db
      .selectFrom("sys_sms")
      .select("id")
      .where("es_receiver", "=", "e2e_mail_receiver")
      .execute();
    expect(left).toEqual([]);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

describe("a user holding only the list codes", () => {
  it("sees dictionaries and their items but no 新增, 编辑, 删除 or 回收站; announcements but no 发布", async () => {
    const page = await open(VIEWER, DICTS, "字典");
    expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual(["刷新缓存"]);
    await query(page, "字典编码").fill("sex");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    const sex = rowOf(page, "性别");
    await sex.waitFor();
    expect(await sex.getByRole("button", { name: "编辑" }).count()).toBe(0);
    await sex.getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "详情" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
    await page.getByRole("menuitem", { name: "字典配置" }).click();
    const drawer = page.getByRole("dialog", { name: /^字典列表：/ });
    await rowOf(drawer, "男").waitFor();
    expect(await drawer.getByRole("button", { name: "新增" }).count()).toBe(0);
    expect(await drawer.getByRole("button", { name: "编辑" }).count()).toBe(0);
    await page.keyboard.press("Escape");

    await page.goto(h.at(ANNOUNCEMENTS));
    const draft = rowOf(page, "五一假期排班安排");
    await draft.waitFor();
    expect(await draft.getByRole("button", { name: "编辑" }).count()).toBe(0);
    await draft.getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "查看" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "发布" }).count()).toBe(0);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

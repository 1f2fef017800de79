import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConsoleHarness, pastClickGuard, signIn, startHarness } from "./support/harness";

// The list page every plain registry is made of (createListPage), driven on 职务管理 against the real server:
// the main flow, and the toolbar and row actions a user without the codes never sees.
let h: ConsoleHarness;
let admin: KanyaClient;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
});
afterAll(async () => {
  await h?.close();
});

const POSITIONS = "/isystem/position";

async function openPositions(username: string): Promise<Page> {
  const page = await h.freshPage();
  await page.goto(h.at("/user/login"));
  await signIn(page, username, "123456");
  await page.waitForURL((url) => url.pathname !== "/user/login");
  await page.goto(h.at(POSITIONS));
  await page.getByRole("row", { name: /devleader/ }).waitFor();
  return page;
}

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^\\*?\\s*${label}$`));

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

describe("职务管理 on createListPage", () => {
  it("creates a position, finds it by query, edits it and deletes it", async () => {
    const page = await openPositions("admin");
    const dialog = page.getByRole("dialog", { name: "新增职务" });

    await page.getByRole("button", { name: "新增" }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("职务编码不能为空").waitFor();
    await control(dialog, "职务编码").fill("e2e_pos");
    await control(dialog, "职务名称").fill("端到端职务");
    await dialog.getByRole("combobox", { name: /职级/ }).click();
    await page.getByRole("option", { name: "副高级" }).click();
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("添加成功！").first().waitFor();
    await rowOf(page, "e2e_pos").getByText("副高级").waitFor();

    // The same code again: the server refuses it and the dialog shows its message.
    await page.getByRole("button", { name: "新增" }).click();
    await control(dialog, "职务编码").fill("e2e_pos");
    await control(dialog, "职务名称").fill("重复职务");
    await dialog.getByRole("combobox", { name: /职级/ }).click();
    await page.getByRole("option", { name: "员级" }).click();
    await pastClickGuard(page);
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("编码已经存在,操作失败").first().waitFor();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "取消" }).click();

    await page.getByRole("form", { name: "查询条件" }).getByLabel("职务名称").fill("端到端");
    await page.getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await rowOf(page, "e2e_pos").waitFor();

    await rowOf(page, "e2e_pos").getByRole("button", { name: "编辑" }).click();
    const edit = page.getByRole("dialog", { name: "编辑职务" });
    await expect.poll(() => control(edit, "职务名称").inputValue()).toBe("端到端职务");
    await control(edit, "职务名称").fill("端到端主管");
    await pastClickGuard(page);
    await edit.getByRole("button", { name: "确定" }).click();
    await rowOf(page, "端到端主管").waitFor();

    await rowOf(page, "e2e_pos").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "删除" }).click();
    await page
      .getByRole("alertdialog", { name: "确定删除吗?" })
      .getByRole("button", { name: "确定" })
      .click();
    await page.getByText("删除成功!").first().waitFor();
    await expect.poll(() => rowOf(page, "e2e_pos").count()).toBe(0);
    const left = await h.db.selectFrom("sys_position").select("id").where("code", "=", "e2e_pos").execute();
    expect(left).toEqual([]);

    // Batch delete with nothing chosen says so and deletes nothing.
    await page.getByRole("button", { name: "批量操作" }).click();
    await page.getByRole("menuitem", { name: "删除" }).click();
    await page.getByText("请选择一条记录！").waitFor();
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("shows a user whose role lacks the add, edit and delete codes no 新增, 编辑 or 删除", async () => {
    const roleCode = "e2e_position_viewer";
    expect((await admin.sys.role.add({ roleName: "职务查看", roleCode })).success).toBe(true);
    const role = (await admin.sys.role.list({ roleCode })).result.records[0];
    const menu = await h.db
      .selectFrom("sys_permission")
      .select(["id", "parent_id"])
      .where("url", "=", POSITIONS)
      .executeTakeFirstOrThrow();
    const listCode = await h.db
      .selectFrom("sys_permission")
      .select("id")
      .where("perms", "=", "system:position:list")
      .executeTakeFirstOrThrow();
    const granted = await admin.sys.permission.saveRolePermission(role?.id ?? "", {
      permissionIds: [menu.parent_id ?? "", menu.id, listCode.id],
      lastPermissionIds: [],
    });
    expect(granted.success).toBe(true);
    // Positions are the tenant's: the viewer works in the tenant of the seeded ones.
    const { tenant_id } = await h.db
      .selectFrom("sys_position")
      .select("tenant_id")
      .where("code", "=", "devleader")
      .executeTakeFirstOrThrow();
    const added = await admin.sys.user.add({
      username: "e2e_viewer",
      realname: "只读用户",
      password: "123456",
      selectedroles: role?.id ?? "",
      relTenantIds: String(tenant_id),
    });
    expect(added.success).toBe(true);

    const page = await openPositions("e2e_viewer");
    expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
    expect(await rowOf(page, "devleader").getByRole("button", { name: "编辑" }).count()).toBe(0);
    await rowOf(page, "devleader").getByRole("button", { name: "更多" }).click();
    await page.getByRole("menuitem", { name: "详情" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });

  it("opens every registry built on it from its seeded menu entry, with its table and toolbar", async () => {
    const page = await h.freshPage();
    await page.goto(h.at("/user/login"));
    await signIn(page, "admin", "123456");
    await page.waitForURL((url) => url.pathname !== "/user/login");
    const pages: [string, string][] = [
      ["/isys/checkRule", "编码校验规则"],
      ["/isys/fillRule", "填值规则"],
      ["/isys/dataSource", "多数据源"],
      ["/modules/message/sysMessageTemplateList", "消息模板"],
    ];
    for (const [path, title] of pages) {
      await page.goto(h.at(path));
      await page.getByRole("grid", { name: title }).waitFor();
      await page.getByRole("button", { name: "新增" }).waitFor();
    }
    await page.close();
    expect(h.pageErrors).toEqual([]);
  });
});

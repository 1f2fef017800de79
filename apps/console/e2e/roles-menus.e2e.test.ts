import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 角色管理, 菜单管理 and 数据规则 against the real server: a role granted a menu and given a user; a menu with
// a sub-menu, a button and a data rule, deleted with everything under it; a user without the codes.
// Long flows on a shared machine: each test gets minutes, not the default minute.
const FLOW_MS = 240_000;
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

const ROLES = "/isystem/roleUserList";
const MENUS = "/isystem/newPermissionList";

/** A dialog's control by its label (the query bar behind it has fields of the same names). */
const control = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole("row").filter({ hasText: text });

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function confirmDelete(page: Page) {
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
}

describe("角色管理", () => {
  it(
    "creates a role, grants it a menu, adds a user to it and takes them off, then deletes it",
    async () => {
      const page = await signedInPage(h, "admin");
      await page.goto(h.at(ROLES));
      await page.getByRole("grid", { name: "角色" }).waitFor();

      await page.getByRole("button", { name: "新增" }).click();
      const add = page.getByRole("dialog", { name: "新增角色" });
      await control(add, "角色名称").fill("端到端角色");
      await control(add, "角色编码").fill("e2e_role");
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();

      await page.getByRole("form", { name: "查询条件" }).getByLabel("角色名称").fill("端到端");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => page.getByRole("grid", { name: "角色" }).getByRole("row").count()).toBe(2);
      const row = rowOf(page, "e2e_role");

      await row.getByRole("button", { name: "编辑" }).click();
      const edit = page.getByRole("dialog", { name: "编辑角色" });
      await expect.poll(() => control(edit, "角色名称").inputValue()).toBe("端到端角色");
      await control(edit, "描述").fill("端到端测试用");
      await pastClickGuard(page);
      await edit.getByRole("button", { name: "确定" }).click();
      await rowOf(page, "端到端测试用").waitFor();
      const { id: roleId } = await h.db
        .selectFrom("sys_role")
        .select("id")
        .where("role_code", "=", "e2e_role")
        .executeTakeFirstOrThrow();

      // 授权: collapse the tree, link parents and children, tick 系统管理 and everything under it.
      await rowAction(page, row, "授权");
      const drawer = page.getByRole("dialog", { name: "角色权限配置：端到端角色" });
      const tree = drawer.getByRole("tree", { name: "所拥有的权限" });
      await tree.waitFor();
      await drawer.getByRole("button", { name: "合并所有" }).click();
      await drawer.getByRole("checkbox", { name: "父子关联" }).click();
      const system = tree.getByRole("treeitem", { name: "系统管理" });
      await expect.poll(() => system.getAttribute("aria-checked")).toBe("false");
      await system.locator("[data-check]").click();
      await expect.poll(() => system.getAttribute("aria-checked")).toBe("true");
      await drawer.getByRole("button", { name: "保存并关闭" }).click();
      await page.getByText("保存成功！").first().waitFor();
      await drawer.waitFor({ state: "detached" });
      const positions = await h.db
        .selectFrom("sys_permission")
        .select("id")
        .where("url", "=", "/isystem/position")
        .executeTakeFirstOrThrow();
      const granted = await h.db
        .selectFrom("sys_role_permission")
        .select("permission_id")
        .where("role_id", "=", roleId)
        .execute();
      expect(granted.map((grant) => grant.permission_id)).toContain(positions.id);

      // The drawer shows the saved grants when opened again.
      await rowAction(page, row, "授权");
      await drawer.getByRole("button", { name: "合并所有" }).click();
      await expect
        .poll(() => tree.getByRole("treeitem", { name: "系统管理" }).getAttribute("aria-checked"))
        .toBe("true");
      await drawer.getByRole("button", { name: "取消", exact: true }).click();

      // 用户: add jeecg with the user picker, then take them off the role.
      await rowAction(page, row, "用户");
      const users = page.getByRole("region", { name: "端到端角色 的用户" });
      const members = users.getByRole("grid", { name: "角色用户" });
      await members.getByText("暂无数据").waitFor();
      await users.getByRole("button", { name: "添加已有用户" }).click();
      const picker = page.getByRole("dialog", { name: "选择用户" });
      await rowOf(picker, "jeecg").getByRole("checkbox").click();
      await picker.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功!").first().waitFor();
      await rowOf(members, "jeecg").waitFor();

      await users.getByRole("form", { name: "查询条件" }).getByLabel("用户账号").fill("nobody");
      await users.getByRole("button", { name: "查询", exact: true }).click();
      await members.getByText("暂无数据").waitFor();
      await users.getByRole("button", { name: "重置" }).click();
      await rowOf(members, "jeecg").waitFor();

      await rowAction(page, rowOf(members, "jeecg"), "删除");
      await confirmDelete(page);
      await page.getByText("删除成功!").first().waitFor();
      await members.getByText("暂无数据").waitFor();
      const left = await h.db
        .selectFrom("sys_user_role")
        .select("id")
        .where("role_id", "=", roleId)
        .execute();
      expect(left).toEqual([]);

      await rowAction(page, row, "删除");
      await confirmDelete(page);
      await page.getByText("删除角色成功").first().waitFor();
      await expect.poll(() => row.count()).toBe(0);
      const grants = await h.db
        .selectFrom("sys_role_permission")
        .select("id")
        .where("role_id", "=", roleId)
        .execute();
      expect(grants).toEqual([]);
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("菜单管理", () => {
  it(
    "creates a menu, a sub-menu and a button, gives the sub-menu a data rule, and deletes them all",
    async () => {
      const page = await signedInPage(h, "admin");
      await page.goto(h.at(MENUS));
      const table = page.getByRole("treegrid", { name: "菜单管理" });
      await rowOf(table, "系统管理").first().waitFor();

      await page.getByRole("button", { name: "新增" }).click();
      const add = page.getByRole("dialog", { name: "新增菜单" });
      await add.getByRole("button", { name: "确定" }).click();
      await add.getByText("请输入菜单名称!").waitFor();
      await control(add, "菜单名称").fill("端到端菜单");
      await control(add, "菜单路径").fill("/e2e");
      await control(add, "前端组件").fill("layouts/RouteView");
      await add.getByRole("button", { name: "选择图标" }).click();
      const icons = page.getByRole("dialog", { name: "选择图标" });
      await icons.getByLabel("搜索图标").fill("smile");
      await icons.getByRole("button", { name: "smile", exact: true }).click();
      await expect.poll(() => control(add, "菜单图标").inputValue()).toBe("smile");
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();
      const top = rowOf(table, "端到端菜单");
      await top.waitFor();

      // 添加下级 of a menu is a sub-menu under it.
      await rowAction(page, top, "添加下级");
      await control(add, "菜单名称").fill("端到端页面");
      await control(add, "菜单路径").fill("/e2e/positions");
      await control(add, "前端组件").fill("system/SysPositionList");
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await top.getByRole("button", { name: "展开行" }).click();
      const sub = rowOf(table, "端到端页面");
      await sub.waitFor();

      await sub.getByRole("button", { name: "编辑" }).click();
      const edit = page.getByRole("dialog", { name: "编辑菜单" });
      await expect.poll(() => control(edit, "菜单名称").inputValue()).toBe("端到端页面");
      await control(edit, "菜单名称").fill("端到端职务页");
      await pastClickGuard(page);
      await edit.getByRole("button", { name: "确定" }).click();
      await page.getByText("修改成功！").first().waitFor();
      const renamed = rowOf(table, "端到端职务页");
      await renamed.waitFor();

      // 添加下级 of a sub-menu is a button: only its code and strategy.
      await rowAction(page, renamed, "添加下级");
      await control(add, "按钮/权限名称").fill("端到端按钮");
      await control(add, "授权标识").fill("e2e:button");
      expect(await control(add, "菜单路径").count()).toBe(0);
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();
      const button = await h.db
        .selectFrom("sys_permission")
        .select(["menu_type", "perms", "parent_id"])
        .where("name", "=", "端到端按钮")
        .executeTakeFirstOrThrow();
      const subRow = await h.db
        .selectFrom("sys_permission")
        .select("id")
        .where("name", "=", "端到端职务页")
        .executeTakeFirstOrThrow();
      expect(button).toEqual({ menu_type: 2, perms: "e2e:button", parent_id: subRow.id });

      // 数据规则 of the sub-menu, in its drawer.
      await rowAction(page, renamed, "数据规则");
      const rules = page.getByRole("dialog", { name: "数据权限规则：端到端职务页" });
      await rules.getByText("暂无数据").waitFor();
      await rules.getByRole("button", { name: "新增" }).click();
      const rule = page.getByRole("dialog", { name: "新增数据规则" });
      await control(rule, "规则名称").fill("本人创建");
      await control(rule, "规则字段").fill("createBy");
      await rule.getByRole("combobox", { name: /条件规则/ }).click();
      await page.getByRole("option", { name: "等于", exact: true }).click();
      await control(rule, "规则值").fill("#{sys_user_code}");
      await pastClickGuard(page);
      await rule.getByRole("button", { name: "确定" }).click();
      await rule.waitFor({ state: "detached" });
      await rowOf(rules, "本人创建").getByText("等于").waitFor();
      await page.keyboard.press("Escape");
      await rules.waitFor({ state: "detached" });

      // Granted to the administrators, the new menu and its sub-menu are in the side menu at the next sign-in.
      const topRow = await h.db
        .selectFrom("sys_permission")
        .select("id")
        .where("name", "=", "端到端菜单")
        .executeTakeFirstOrThrow();
      const adminRole = await h.db
        .selectFrom("sys_role")
        .select("id")
        .where("role_code", "=", "admin")
        .executeTakeFirstOrThrow();
      const before = (await admin.sys.permission.queryRolePermission(adminRole.id)).result;
      const regranted = await admin.sys.permission.saveRolePermission(adminRole.id, {
        permissionIds: [...before, topRow.id, subRow.id],
        lastPermissionIds: before,
      });
      expect(regranted.success).toBe(true);
      const again = await signedInPage(h, "admin");
      const nav = again.getByRole("navigation", { name: "主菜单" });
      await nav.getByText("端到端菜单").click();
      await nav.getByText("端到端职务页").waitFor();
      await again.close();

      // Searching by name lists the matches flat.
      await page.getByRole("form", { name: "查询条件" }).getByLabel("菜单名称").fill("端到端");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => table.getByRole("row").count()).toBe(4);
      await page.getByRole("button", { name: "重置" }).click();

      // Deleting the top menu takes the sub-menu, the button and the rule with it.
      await rowAction(page, rowOf(table, "端到端菜单"), "删除");
      await confirmDelete(page);
      await page.getByText("删除成功!").first().waitFor();
      await expect.poll(() => rowOf(table, "端到端").count()).toBe(0);
      const left = await h.db
        .selectFrom("sys_permission")
        .select("id")
        .where("name", "like", "端到端%")
        .execute();
      expect(left).toEqual([]);
      const leftRules = await h.db
        .selectFrom("sys_permission_data_rule")
        .select("id")
        .where("permission_id", "=", subRow.id)
        .execute();
      expect(leftRules).toEqual([]);
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("a user without the add, edit and delete codes", () => {
  it(
    "sees no 新增, 编辑, 授权 or 删除 on either page, and the server refuses those calls",
    async () => {
      const { roleId, roleCode } = await addGrantedUser(h, admin, {
        username: "e2e_roles_viewer",
        realname: "只读管理员",
        menus: [ROLES, MENUS],
        codes: ["system:role:list", "system:permission:list"],
      });

      const page = await signedInPage(h, "e2e_roles_viewer");
      await page.goto(h.at(ROLES));
      const own = rowOf(page.getByRole("grid", { name: "角色" }), roleCode);
      await own.waitFor();
      expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
      expect(await own.getByRole("button", { name: "编辑" }).count()).toBe(0);
      await own.getByRole("button", { name: "更多" }).click();
      await page.getByRole("menuitem", { name: "详情" }).waitFor();
      expect(await page.getByRole("menuitem", { name: "授权" }).count()).toBe(0);
      expect(await page.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
      await page.getByRole("menuitem", { name: "用户" }).click();
      await page.getByRole("grid", { name: "角色用户" }).getByText("e2e_roles_viewer").waitFor();
      expect(await page.getByRole("button", { name: "添加已有用户" }).count()).toBe(0);

      await page.goto(h.at(MENUS));
      const system = rowOf(page.getByRole("treegrid", { name: "菜单管理" }), "系统管理").first();
      await system.waitFor();
      expect(await page.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
      expect(await system.getByRole("button", { name: "编辑" }).count()).toBe(0);
      await system.getByRole("button", { name: "更多" }).click();
      await page.getByRole("menuitem", { name: "数据规则" }).waitFor();
      expect(await page.getByRole("menuitem", { name: "添加下级" }).count()).toBe(0);
      expect(await page.getByRole("menuitem", { name: "删除" }).count()).toBe(0);
      await page.close();
      expect(h.pageErrors).toEqual([]);

      // The server refuses the same calls from this user (JeecgBoot's 510).
      const login = await createClient({ baseUrl: h.at("/jeecg-boot") }).sys.login({
        username: "e2e_roles_viewer",
        password: "123456",
      });
      const viewer = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
      const refusals = [
        await viewer.sys.role.add({ roleName: "越权角色", roleCode: "e2e_forbidden" }),
        await viewer.sys.permission.add({
          name: "越权菜单",
          menuType: 0,
          url: "/forbidden",
          component: "x/Y",
        }),
        await viewer.sys.permission.saveRolePermission(roleId, { permissionIds: [], lastPermissionIds: [] }),
        await viewer.sys.membership.addRoleUsers(roleId, [login.result.userInfo.id]),
      ];
      expect(refusals.map((answer) => [answer.success, answer.code])).toEqual(Array(4).fill([false, 510]));
    },
    FLOW_MS,
  );
});

import { createClient, type KanyaClient } from "@kanya/client";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addGrantedUser } from "./support/granted-user";
import { type ConsoleHarness, pastClickGuard, startHarness } from "./support/harness";
import { signedInPage } from "./support/signed-in";

// 部门管理, 我的部门, 通讯录 and 租户管理 against the real server: a department with a sub-department, edited,
// granted a menu and deleted; members added, created and removed; the address book of a department; a
// tenant's add, edit, users and delete; a user without the codes sees no changes and the server refuses them.
// Each flow is one long walk through a page (several saves and reloads): it gets more than the default minute.
const FLOW_MS = 240_000;
let h: ConsoleHarness;
let admin: KanyaClient;
beforeAll(async () => {
  h = await startHarness();
  const api = createClient({ baseUrl: h.at("/jeecg-boot") });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  admin = createClient({ baseUrl: h.at("/jeecg-boot"), getToken: () => login.result.token });
}, FLOW_MS);
afterAll(async () => {
  await h?.close();
});

/** A control by its label exactly (a required one's label also holds the `*` mark). */
const control = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole("row").filter({ hasText: text });
const departOf = async (name: string) =>
  h.db.selectFrom("sys_depart").selectAll().where("depart_name", "=", name).execute();

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function confirm(page: Page) {
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
}

describe("部门管理", () => {
  it(
    "adds a department and a sub-department, edits its details, grants it a menu and deletes both",
    async () => {
      const page = await signedInPage(h, "admin", { path: "/isystem/depart" });
      const tree = page.getByRole("region", { name: "部门树" });
      await tree.getByRole("treeitem", { name: "北京国炬软件" }).waitFor();

      await tree.getByRole("button", { name: "新增" }).click();
      const add = page.getByRole("dialog", { name: "新增部门" });
      await add.getByRole("button", { name: "确定" }).click();
      await add.getByText("机构名称不能为空").waitFor();
      await control(add, "机构名称").fill("端到端公司");
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();
      await tree.getByRole("treeitem", { name: "端到端公司" }).click();

      await tree.getByRole("button", { name: "添加下级" }).click();
      const child = page.getByRole("dialog", { name: "添加下级部门" });
      await expect.poll(() => control(child, "上级部门").inputValue()).toBe("端到端公司");
      await control(child, "机构名称").fill("端到端子部门");
      await child.getByRole("button", { name: "确定" }).click();
      await tree.getByRole("treeitem", { name: "端到端子部门" }).click();
      const [company] = await departOf("端到端公司");
      const [sub] = await departOf("端到端子部门");
      expect(sub?.parent_id).toBe(company?.id);

      // 基本信息: the code is the server's (read-only); the rest is saved.
      const detail = page.getByRole("region", { name: "部门详情" });
      await expect.poll(() => control(detail, "机构编码").inputValue()).toBe(sub?.org_code);
      expect(await control(detail, "机构编码").getAttribute("readonly")).not.toBeNull();
      await control(detail, "传真").fill("010-88886666");
      await control(detail, "地址").fill("北京市海淀区");
      await pastClickGuard(page);
      await detail.getByRole("button", { name: "保存" }).click();
      await page.getByText("修改成功!").first().waitFor();
      expect((await departOf("端到端子部门"))[0]).toMatchObject({
        fax: "010-88886666",
        address: "北京市海淀区",
      });

      // 部门权限: tick 首页 and save; the grant is stored.
      await detail.getByRole("tab", { name: "部门权限" }).click();
      const menus = detail.getByRole("tree", { name: "部门权限树" });
      await menus.getByRole("treeitem", { name: "首页", exact: true }).click();
      await expect
        .poll(() => menus.getByRole("treeitem", { name: "首页", exact: true }).getAttribute("aria-checked"))
        .toBe("true");
      await detail.getByRole("button", { name: "保存" }).click();
      await page.getByText("保存成功！").first().waitFor();
      const granted = await h.db
        .selectFrom("sys_depart_permission")
        .innerJoin("sys_permission", "sys_permission.id", "sys_depart_permission.permission_id")
        .select("sys_permission.name")
        .where("sys_depart_permission.depart_id", "=", sub?.id ?? "")
        .execute();
      expect(granted.map((g) => g.name)).toEqual(["首页"]);

      // 删除 the company: its sub-department goes with it.
      await tree.getByRole("treeitem", { name: "端到端公司" }).click();
      await detail.getByRole("tab", { name: "基本信息" }).click();
      await detail.getByRole("button", { name: "删除" }).click();
      await confirm(page);
      await page.getByText("删除成功!").first().waitFor();
      await expect.poll(() => tree.getByRole("treeitem", { name: "端到端公司" }).count()).toBe(0);
      expect(await departOf("端到端子部门")).toEqual([]);
      await page.getByText("请先选择一个部门").waitFor();

      // 批量删除 with nothing ticked says so.
      await tree.getByRole("button", { name: "批量操作" }).click();
      await page.getByRole("menuitem", { name: "删除" }).click();
      await page.getByText("请选择一条记录！").waitFor();
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("我的部门 and 通讯录", () => {
  it(
    "lists the departments the user is responsible for; adds, creates and removes their users; manages its roles",
    async () => {
      const finance = await h.db
        .selectFrom("sys_depart")
        .select("id")
        .where("org_code", "=", "A01A04")
        .executeTakeFirstOrThrow();
      await h.db
        .updateTable("sys_user")
        .set({ depart_ids: finance.id })
        .where("username", "=", "admin")
        .execute();

      const page = await signedInPage(h, "admin", { path: "/isystem/departUserList" });
      await page.getByRole("region", { name: "我的部门" }).getByRole("treeitem", { name: "财务部" }).click();
      const users = page.getByRole("region", { name: "财务部的用户" });
      const members = users.getByRole("grid", { name: "财务部的用户" });
      await rowOf(members, "caiwu01").waitFor();

      await users.getByRole("button", { name: "添加已有用户" }).click();
      const picker = page.getByRole("dialog", { name: "选择用户" });
      await rowOf(picker, "jeecg").getByRole("checkbox").click();
      await picker.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功!").first().waitFor();
      await rowOf(members, "jeecg").waitFor();

      await users.getByRole("button", { name: "新建用户" }).click();
      const create = page.getByRole("dialog", { name: "新建用户（财务部）" });
      await control(create, "用户账号").fill("e2e_member");
      await control(create, "用户姓名").fill("端到端成员");
      await control(create, "登录密码").fill("123456");
      await create.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();
      await rowOf(members, "e2e_member").waitFor();

      await users.getByRole("form", { name: "查询条件" }).getByLabel("用户账号").fill("jeecg");
      await users.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => members.getByRole("row").count()).toBe(2);
      await rowAction(page, rowOf(members, "jeecg"), "删除");
      await confirm(page);
      await page.getByText("删除成功!").first().waitFor();
      await members.getByText("暂无数据").waitFor();
      const left = await h.db
        .selectFrom("sys_user_depart")
        .innerJoin("sys_user", "sys_user.id", "sys_user_depart.user_id")
        .select("sys_user.username")
        .where("sys_user_depart.dep_id", "=", finance.id)
        .orderBy("sys_user.username")
        .execute();
      expect(left.map((u) => u.username)).toEqual(["caiwu01", "e2e_member"]);

      // 部门角色: add one, rename it, give it a menu the department holds, delete it.
      const token = (
        await createClient({ baseUrl: h.at("/jeecg-boot") }).sys.login({
          username: "admin",
          password: "123456",
        })
      ).result.token;
      const inTenant1000 = createClient({
        baseUrl: h.at("/jeecg-boot"),
        getToken: () => token,
        getTenantId: () => 1000,
      });
      const home = await h.db
        .selectFrom("sys_permission")
        .select("id")
        .where("url", "=", "/dashboard/analysis")
        .executeTakeFirstOrThrow();
      expect(
        (
          await inTenant1000.sys.permission.saveDepartPermission(finance.id, {
            permissionIds: [home.id],
            lastPermissionIds: [],
          })
        ).success,
      ).toBe(true);
      await page.getByRole("tab", { name: "部门角色" }).click();
      const roles = page.getByRole("grid", { name: "财务部的部门角色" });
      await roles.getByText("暂无数据").waitFor();
      await page.getByRole("button", { name: "新建部门角色" }).click();
      const addRole = page.getByRole("dialog", { name: "新建部门角色" });
      await control(addRole, "部门角色名称").fill("端到端部门角色");
      await control(addRole, "部门角色编码").fill("e2e_drole");
      await addRole.getByRole("button", { name: "确定" }).click();
      await rowOf(roles, "e2e_drole").waitFor();
      await rowOf(roles, "e2e_drole").getByRole("button", { name: "编辑" }).click();
      const editRole = page.getByRole("dialog", { name: "编辑部门角色" });
      await expect.poll(() => control(editRole, "部门角色名称").inputValue()).toBe("端到端部门角色");
      await control(editRole, "部门角色名称").fill("端到端角色改");
      await pastClickGuard(page);
      await editRole.getByRole("button", { name: "确定" }).click();
      await rowOf(roles, "端到端角色改").waitFor();

      await rowAction(page, rowOf(roles, "e2e_drole"), "授权");
      const grant = page.getByRole("dialog", { name: "部门角色权限配置（端到端角色改）" });
      const roleTree = grant.getByRole("tree", { name: "部门角色权限树" });
      await roleTree.getByRole("treeitem", { name: "首页", exact: true }).click();
      await grant.getByRole("button", { name: "保存" }).click();
      await page.getByText("保存成功！").first().waitFor();
      const drole = await h.db
        .selectFrom("sys_depart_role")
        .select("id")
        .where("role_code", "=", "e2e_drole")
        .executeTakeFirstOrThrow();
      const roleGrants = await h.db
        .selectFrom("sys_depart_role_permission")
        .select("permission_id")
        .where("role_id", "=", drole.id)
        .execute();
      expect(roleGrants.map((g) => g.permission_id)).toEqual([home.id]);
      await page.keyboard.press("Escape");
      await rowAction(page, rowOf(roles, "e2e_drole"), "删除");
      await confirm(page);
      await roles.getByText("暂无数据").waitFor();
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );

  it(
    "shows the people of the chosen department with their phone and email in 通讯录",
    async () => {
      const page = await signedInPage(h, "admin", { path: "/isystem/addressList" });
      await page.getByRole("grid", { name: "全部成员" }).getByRole("row").nth(1).waitFor();
      await page.getByRole("region", { name: "部门树" }).getByRole("treeitem", { name: "财务部" }).click();
      const people = page.getByRole("grid", { name: "财务部的成员" });
      await rowOf(people, "李会计").getByText("18611111116").waitFor();
      await page.getByRole("form", { name: "查询条件" }).getByLabel("姓名").fill("李会计");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => people.getByRole("row").count()).toBe(2);
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("租户管理", () => {
  it(
    "adds, finds, edits and deletes a tenant, shows a tenant's users and keeps one still in use",
    async () => {
      const page = await signedInPage(h, "admin", { path: "/isys/tenant" });
      const grid = page.getByRole("grid", { name: "租户" });
      await rowOf(grid, "北京国炬信息技术有限公司").waitFor();

      await page.getByRole("button", { name: "新增" }).click();
      const add = page.getByRole("dialog", { name: "新增租户" });
      await control(add, "租户名称").fill("端到端租户");
      await control(add, "租户编号").fill("4242");
      await control(add, "开始时间").fill("2026-01-01 00:00:00");
      await pastClickGuard(page);
      await add.getByRole("button", { name: "确定" }).click();
      await page.getByText("添加成功！").first().waitFor();

      await page.getByRole("form", { name: "查询条件" }).getByLabel("租户名称").fill("端到端");
      await page.getByRole("button", { name: "查询", exact: true }).click();
      await expect.poll(() => grid.getByRole("row").count()).toBe(2);
      await rowOf(grid, "4242").getByText("正常").waitFor();

      await rowOf(grid, "4242").getByRole("button", { name: "编辑" }).click();
      const edit = page.getByRole("dialog", { name: "编辑租户" });
      await expect.poll(() => control(edit, "租户名称").inputValue()).toBe("端到端租户");
      await control(edit, "租户名称").fill("端到端租户改");
      await pastClickGuard(page);
      await edit.getByRole("button", { name: "确定" }).click();
      await rowOf(grid, "端到端租户改").waitFor();

      await rowAction(page, rowOf(grid, "4242"), "删除");
      await confirm(page);
      await page.getByText("删除成功").first().waitFor();
      await expect.poll(() => rowOf(grid, "4242").count()).toBe(0);

      await page.getByRole("button", { name: "重置" }).click();
      await rowAction(page, rowOf(grid, "北京国炬信息技术有限公司"), "用户");
      const users = page.getByRole("grid", { name: "北京国炬信息技术有限公司的用户" });
      await rowOf(users, "caiwu01").waitFor();

      await rowAction(page, rowOf(grid, "北京国炬信息技术有限公司"), "删除");
      await confirm(page);
      await page.getByText("该租户已被引用，无法删除！").first().waitFor();
      await rowOf(grid, "北京国炬信息技术有限公司").waitFor();
      await page.close();
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

describe("a user without the codes", () => {
  it(
    "sees departments and tenants without add, edit or delete, and the server refuses them",
    async () => {
      await addGrantedUser(h, admin, {
        username: "e2e_depviewer",
        realname: "部门只读",
        menus: ["/isystem/depart", "/isys/tenant"],
        codes: ["system:tenant:list"],
        tenantId: 1000,
      });

      const page = await signedInPage(h, "e2e_depviewer", { path: "/isystem/depart" });
      const tree = page.getByRole("region", { name: "部门树" });
      await tree.getByRole("treeitem", { name: "财务部" }).click();
      const detail = page.getByRole("region", { name: "部门详情" });
      await detail.getByRole("tab", { name: "基本信息" }).waitFor();
      expect(await tree.getByRole("toolbar").getByRole("button").allTextContents()).toEqual([]);
      expect(await detail.getByRole("button", { name: "保存" }).count()).toBe(0);
      expect(await detail.getByRole("button", { name: "删除" }).count()).toBe(0);

      await page.goto(h.at("/isys/tenant"));
      await rowOf(page.getByRole("grid", { name: "租户" }), "北京国炬信息技术有限公司").waitFor();
      expect(await page.getByRole("button", { name: "新增" }).count()).toBe(0);
      await page.close();

      const login = await createClient({ baseUrl: h.at("/jeecg-boot") }).sys.login({
        username: "e2e_depviewer",
        password: "123456",
      });
      const viewer = createClient({
        baseUrl: h.at("/jeecg-boot"),
        getToken: () => login.result.token,
        getTenantId: () => 1000,
      });
      const finance = (await departOf("财务部")).find((d) => d.org_code === "A01A04");
      expect(await viewer.sys.depart.delete(finance?.id ?? "")).toMatchObject({ success: false, code: 510 });
      expect(await viewer.sys.tenant.add({ id: 4343, name: "不该有" })).toMatchObject({
        success: false,
        code: 510,
      });
      expect(await departOf("财务部")).toHaveLength(2);
      expect(h.pageErrors).toEqual([]);
    },
    FLOW_MS,
  );
});

import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import type { Database } from "../src/db/schema";
import { MENU_ID } from "../src/db/seed/menus";
import { buttonIdOf } from "../src/db/seed/permission-rows";
import { dataRules } from "../src/db/seed/positions";
import { ROLE_ID } from "../src/db/seed/roles";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { createTestUser } from "./support/users";

const P = PERMISSION_CODES.permission;
const NO_PERMISSION = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;
/** The data rules the seed puts on 医疗订单. */
const SEEDED_ORDER_RULE_IDS: ReadonlySet<string> = new Set(dataRules.map((rule) => String(rule.id)));

/** A role of its own with one member, for grant round trips. */
async function roleWithMember(db: Kysely<Database>) {
  const roleId = newId();
  await db
    .insertInto("sys_role")
    .values({ id: roleId, role_code: unique("r_"), role_name: "授权测试", tenant_id: 0 })
    .execute();
  const user = await createTestUser(db, { roleId });
  return { roleId, user };
}

describe.each(backends)("menus, role grants and data rules on $name", (backend) => {
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  let admin: ReturnType<typeof inProcessClient>;

  beforeAll(async () => {
    db = await backend.db();
    app = createApp({ db });
    admin = inProcessClient(app, { token: await signIn(app, "admin"), tenantId: 1000 });
  });

  it("lists the menu tree as SysPermissionTree: key, title, both leaf flags, [] or null children", async () => {
    const res = await admin.sys.permission.list();
    expect(res).toMatchObject({ success: true, code: 0 });
    const system = res.result.find((n) => n.id === MENU_ID.system);
    expect(system).toMatchObject({
      key: MENU_ID.system,
      title: "系统管理",
      name: "系统管理",
      url: "/isystem",
      component: "layouts/RouteView",
      menuType: 0,
      isLeaf: false,
      leaf: false,
      route: true,
      hidden: false,
      icon: "setting",
    });
    const user = system?.children?.find((n) => n.id === MENU_ID.user);
    // The user page holds its buttons: the catalog's codes for the user entity.
    expect(user?.isLeaf).toBe(false);
    const addButton = user?.children?.find((n) => n.perms === PERMISSION_CODES.user.add);
    expect(addButton).toMatchObject({
      menuType: 2,
      isLeaf: true,
      leaf: true,
      children: null,
      name: "添加用户",
    });
    // 首页 holds the dashboard's code as its button, so it is a parent too.
    const home = res.result[0];
    expect(home).toMatchObject({ title: "首页", isLeaf: false, leaf: false });
    expect(home?.children?.map((n) => n.perms)).toEqual(["dashboard:analysis:view"]);
  });

  it("searches by name as a flat list of leaves", async () => {
    const res = await admin.sys.permission.list("用户管理");
    expect(res.result.map((n) => n.id)).toEqual([MENU_ID.user]);
    expect(res.result[0]).toMatchObject({ isLeaf: true, leaf: true, children: null });
  });

  it("answers the lazy menu endpoints: top menus, one level, a batch keyed by parent", async () => {
    const top = await admin.sys.permission.getSystemMenuList();
    expect(top.result.every((n) => n.menuType === 0)).toBe(true);
    expect(top.result.map((n) => n.title)).toContain("系统管理");

    const sub = await admin.sys.permission.getSystemSubmenu(MENU_ID.system as string);
    expect(sub.result[0]).toMatchObject({ id: MENU_ID.user, children: [] });

    const batch = await admin.sys.permission.getSystemSubmenuBatch([
      MENU_ID.system as string,
      MENU_ID.dentistry as string,
      MENU_ID.home as string,
    ]);
    expect(batch).toMatchObject({ success: true, code: 200 });
    expect(Object.keys(batch.result).sort()).toEqual(
      [MENU_ID.dentistry, MENU_ID.system, MENU_ID.home].sort(),
    );
    expect(batch.result[MENU_ID.home as string]?.map((n) => n.perms)).toEqual(["dashboard:analysis:view"]);
    expect(batch.result[MENU_ID.dentistry as string]?.map((n) => n.title)).toEqual([
      "预约挂号",
      "牙科患者",
      "医生排班",
      "门店管理",
    ]);
  });

  it("gives queryTreeList as TreeModel nodes (isLeaf only) with every id", async () => {
    const res = await admin.sys.permission.queryTreeList();
    const system = res.result.treeList.find((n) => n.key === MENU_ID.system);
    expect(system).toMatchObject({
      title: "系统管理",
      slotTitle: "系统管理",
      value: MENU_ID.system,
      isLeaf: false,
    });
    expect(system).not.toHaveProperty("leaf");
    expect(system?.children?.length).toBeGreaterThan(10);
    expect(res.result.ids).toContain(buttonIdOf(PERMISSION_CODES.user.add));

    const level = await admin.sys.permission.queryListAsync(MENU_ID.dentistry as string);
    expect(level.result.map((n) => n.title)).toHaveLength(4);
    const empty = await admin.sys.permission.queryListAsync("no-such-menu");
    expect(empty).toMatchObject({ success: false, message: "未找到角色信息" });
  });

  it("adds, edits and deletes menu rows, keeping leaf flags and cascading to children and grants", async () => {
    const name = unique("测试菜单");
    const added = await admin.sys.permission.add({
      name,
      menuType: 0,
      url: "demo/page",
      component: "/views/demo/Page.vue",
      sortNo: 99,
    });
    expect(added).toMatchObject({ success: true, code: 200, message: "添加成功！" });
    const [top] = (await admin.sys.permission.list(name)).result;
    // JeecgBoot's clean-up of paths: a leading slash on the url, no views/ or .vue on the component.
    expect(top).toMatchObject({ url: "/demo/page", component: "demo/Page", parentId: null, isLeaf: true });
    const topId = top?.id as string;

    const child = await admin.sys.permission.add({
      name: `${name}子`,
      menuType: 1,
      parentId: topId,
      url: "/demo/page/child",
      component: "demo/Child",
    });
    expect(child.success).toBe(true);
    const button = await admin.sys.permission.add({
      name: `${name}按钮`,
      menuType: 2,
      parentId: topId,
      perms: `demo:${name}:add`,
    });
    expect(button.success).toBe(true);
    const children = (await admin.sys.permission.getSystemSubmenu(topId)).result;
    expect(children).toHaveLength(2);
    expect((await admin.sys.permission.list(name)).result.find((n) => n.id === topId)?.menuType).toBe(0);
    const parentRow = await db
      .selectFrom("sys_permission")
      .select("is_leaf")
      .where("id", "=", topId)
      .executeTakeFirst();
    expect(parentRow?.is_leaf).toBe(0);

    const childId = children.find((c) => c.menuType === 1)?.id as string;
    const edited = await admin.sys.permission.edit({
      id: childId,
      name: `${name}改`,
      menuType: 1,
      parentId: topId,
      url: "/demo/x",
    });
    expect(edited).toMatchObject({ success: true, message: "修改成功！" });
    // A row cannot move under itself.
    const cycle = await admin.sys.permission.edit({
      id: topId,
      name,
      menuType: 1,
      parentId: childId,
      url: "/demo/page",
    });
    expect(cycle).toMatchObject({ success: false, message: "上级菜单不能是当前菜单或其下级菜单" });

    const { roleId } = await roleWithMember(db);
    await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [topId, childId],
      lastPermissionIds: [],
    });
    expect(await admin.sys.permission.delete(topId)).toMatchObject({ success: true, message: "删除成功!" });
    expect(
      await db.selectFrom("sys_permission").select("id").where("id", "in", [topId, childId]).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("sys_role_permission").select("id").where("role_id", "=", roleId).execute(),
    ).toEqual([]);
    expect(await admin.sys.permission.delete(topId)).toMatchObject({
      success: false,
      message: "未找到菜单信息",
    });
  });

  it("refuses malformed menu bodies with a clear message and changes nothing", async () => {
    const before = await db
      .selectFrom("sys_permission")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(await admin.sys.permission.add({ name: "", menuType: 0, url: "/x" })).toMatchObject({
      success: false,
      message: "请输入菜单名称",
    });
    expect(await admin.sys.permission.add({ name: "x", menuType: 7 as 0, url: "/x" })).toMatchObject({
      success: false,
    });
    expect(await admin.sys.permission.add({ name: "x", menuType: 1, url: "/x" })).toMatchObject({
      success: false,
      message: "请选择上级菜单",
    });
    const wrongType = await admin.request("POST", "/sys/permission/add", {
      body: { name: "x", menuType: 0, url: "/x", hidden: "maybe" },
    });
    expect(wrongType).toMatchObject({ success: false, message: "隐藏路由格式不正确" });
    const raw = await rawRequest(app, "/sys/permission/add", {
      method: "POST",
      headers: {
        "X-Access-Token": (await signIn(app, "admin")) as string,
        "Content-Type": "application/json",
      },
      body: "{not json",
    });
    expect(await raw.json()).toMatchObject({
      success: false,
      message: "请求内容不是有效的JSON，请检查请求体格式",
    });
    const after = await db
      .selectFrom("sys_permission")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("saves and loads role grants, and they drive both the menu and the guard", async () => {
    const { roleId, user } = await roleWithMember(db);
    const member = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
    const positionList = buttonIdOf(PERMISSION_CODES.position.list);
    const positionPage = MENU_ID.position as string;
    const system = MENU_ID.system as string;

    // Without the code the route answers 510 and the menu has only 首页.
    expect(await member.sys.position.list()).toMatchObject(NO_PERMISSION);

    const saved = await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [system, positionPage, positionList],
      lastPermissionIds: [],
    });
    expect(saved).toMatchObject({ success: true, code: 200, message: "保存成功！", result: null });
    expect(new Set((await admin.sys.permission.queryRolePermission(roleId)).result)).toEqual(
      new Set([system, positionPage, positionList]),
    );

    const opened = await member.sys.position.list();
    expect(opened).toMatchObject({ success: true, code: 0 });
    const perms = (await member.sys.getUserPermissionByToken()).result;
    expect(perms.codeList).toEqual([PERMISSION_CODES.position.list]);
    expect(perms.menu.map((m) => m.path)).toEqual(["/dashboard/analysis", "/isystem"]);
    expect(perms.menu[1]?.children?.map((m) => m.path)).toEqual(["/isystem/position"]);

    // Saving again with the same lists is idempotent; unchecking revokes.
    await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [system, positionPage, positionList],
      lastPermissionIds: [],
    });
    expect((await admin.sys.permission.queryRolePermission(roleId)).result).toHaveLength(3);
    await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [system, positionPage],
      lastPermissionIds: [system, positionPage, positionList],
    });
    expect(await member.sys.position.list()).toMatchObject(NO_PERMISSION);
    expect((await member.sys.getUserPermissionByToken()).result.codeList).toEqual([]);
  });

  it("refuses grants of unknown rows or to unknown roles, changing nothing", async () => {
    const { roleId } = await roleWithMember(db);
    const res = await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [MENU_ID.home as string, "nosuchpermission"],
      lastPermissionIds: [],
    });
    expect(res).toMatchObject({ success: false, message: "菜单权限不存在：nosuchpermission" });
    expect((await admin.sys.permission.queryRolePermission(roleId)).result).toEqual([]);
    expect(
      await admin.sys.permission.saveRolePermission("nosuchrole", {
        permissionIds: [],
        lastPermissionIds: [],
      }),
    ).toMatchObject({ success: false, message: "未找到角色信息" });
    const bad = await admin.request("POST", "/sys/permission/saveRolePermission", {
      body: { roleId, permissionIds: ["a", "b"] },
    });
    expect(bad).toMatchObject({ success: false, message: "permissionIds格式不正确" });
    const injected = await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: ["x' or '1'='1"],
      lastPermissionIds: [],
    });
    expect(injected).toMatchObject({ success: false, message: "参数不识别！" });
  });

  it("lets a user without the menu codes change nothing (510 on every write)", async () => {
    const { client } = await grantedClient(app, db, [P.list]);
    const { roleId } = await roleWithMember(db);
    expect((await client.sys.permission.list()).success).toBe(true);
    expect(await client.sys.permission.add({ name: "x", menuType: 0, url: "/x" })).toMatchObject(
      NO_PERMISSION,
    );
    expect(await client.sys.permission.delete(MENU_ID.home as string)).toMatchObject(NO_PERMISSION);
    expect(
      await client.sys.permission.saveRolePermission(roleId, {
        permissionIds: [buttonIdOf(P.saveRole)],
        lastPermissionIds: [],
      }),
    ).toMatchObject(NO_PERMISSION);
    expect((await admin.sys.permission.queryRolePermission(roleId)).result).toEqual([]);
    expect(
      await client.sys.permission.addPermissionRule({
        permissionId: "x",
        ruleName: "r",
        ruleColumn: "a",
        ruleConditions: "=",
        ruleValue: "1",
      }),
    ).toMatchObject(NO_PERMISSION);
    const home = await db
      .selectFrom("sys_permission")
      .select("id")
      .where("id", "=", MENU_ID.home as string)
      .executeTakeFirst();
    expect(home).toBeDefined();
  });

  it("keeps data rules of a menu and authorises roles to them", async () => {
    const menuName = unique("规则菜单");
    await admin.sys.permission.add({
      name: menuName,
      menuType: 0,
      url: `/${menuName}`,
      component: "demo/Rules",
    });
    const menuId = (await admin.sys.permission.list(menuName)).result[0]?.id as string;

    const added = await admin.sys.permission.addPermissionRule({
      permissionId: menuId,
      ruleName: "只看本部门",
      ruleColumn: "sysOrgCode",
      ruleConditions: "RIGHT_LIKE",
      ruleValue: "#{sys_org_code}",
      status: "1",
    });
    expect(added).toMatchObject({ success: true, message: "添加成功！" });
    const rules = (await admin.sys.permission.getPermRuleListByPermId(menuId)).result;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ permissionId: menuId, ruleColumn: "sysOrgCode", status: "1" });
    const ruleId = rules[0]?.id as string;
    const flagged = await db
      .selectFrom("sys_permission")
      .select("rule_flag")
      .where("id", "=", menuId)
      .executeTakeFirst();
    expect(flagged?.rule_flag).toBe(1);

    expect(
      (await admin.sys.permission.queryPermissionRule({ permissionId: menuId, ruleName: "*本部门*" })).result,
    ).toHaveLength(1);
    expect(
      (await admin.sys.permission.queryPermissionRule({ permissionId: menuId, ruleName: "别的" })).result,
    ).toEqual([]);

    expect(
      await admin.sys.permission.editPermissionRule({
        id: ruleId,
        ruleName: "只看本部门及下级",
        ruleColumn: "sysOrgCode",
        ruleConditions: "RIGHT_LIKE",
        ruleValue: "#{sys_org_code}",
      }),
    ).toMatchObject({ success: true, message: "更新成功！" });

    // Raw SQL rules and odd column names are refused.
    expect(
      await admin.sys.permission.addPermissionRule({
        permissionId: menuId,
        ruleName: "sql",
        ruleColumn: "",
        ruleConditions: "USE_SQL_RULES",
        ruleValue: "1=1; drop table sys_user",
      }),
    ).toMatchObject({ success: false, message: "出于安全考虑，不支持自定义SQL数据规则" });
    expect(
      await admin.sys.permission.addPermissionRule({
        permissionId: menuId,
        ruleName: "bad column",
        ruleColumn: "a;drop",
        ruleConditions: "=",
        ruleValue: "1",
      }),
    ).toMatchObject({ success: false, message: "规则字段只能包含字母、数字和下划线" });

    // Role authorisation to the rule: only after the role holds the menu.
    const { roleId } = await roleWithMember(db);
    expect(await admin.sys.permission.saveRoleDataRule(menuId, roleId, [ruleId])).toMatchObject({
      success: false,
      message: "请先保存角色菜单权限!",
    });
    await admin.sys.permission.saveRolePermission(roleId, { permissionIds: [menuId], lastPermissionIds: [] });
    expect(await admin.sys.permission.saveRoleDataRule(menuId, roleId, [ruleId])).toMatchObject({
      success: true,
      message: "保存成功!",
    });
    const loaded = await admin.sys.permission.roleDataRule(menuId, roleId);
    expect(loaded.result.drChecked).toBe(ruleId);
    expect(loaded.result.datarule.map((r) => r.id)).toEqual([ruleId]);

    expect(await admin.sys.permission.deletePermissionRule(ruleId)).toMatchObject({ success: true });
    const unflagged = await db
      .selectFrom("sys_permission")
      .select("rule_flag")
      .where("id", "=", menuId)
      .executeTakeFirst();
    expect(unflagged?.rule_flag).toBe(0);
    expect(await admin.sys.permission.roleDataRule(menuId, roleId)).toMatchObject({
      success: false,
      message: "未找到权限配置信息",
    });
  });

  it("seeds 医疗订单's data rules: 渠道运营 holds 不含待支付订单, the 只看自己创建的订单 example no role", async () => {
    const loaded = await admin.sys.permission.roleDataRule(MENU_ID.order as string, ROLE_ID.channelOps);
    // The worker's database is shared by the test files it runs: others may add rules of their own to the
    // menu (business-scope does), so the seeded ones are picked by id.
    const seeded = loaded.result.datarule.filter((r) => SEEDED_ORDER_RULE_IDS.has(r.id));
    expect(seeded.map((r) => [r.ruleName, r.ruleColumn, r.ruleConditions, r.ruleValue])).toEqual([
      ["不含待支付订单", "status", "!=", "1"],
      ["只看自己创建的订单", "createBy", "=", "#{sys_user_code}"],
    ]);
    expect(loaded.result.drChecked).toBe(seeded[0]?.id);
    const finance = await admin.sys.permission.roleDataRule(MENU_ID.order as string, ROLE_ID.caiwu);
    expect(finance.result.drChecked).toBeUndefined();
  });
});

import { randomBytes } from "node:crypto";
import type { ServerMenuItem } from "@kanya/core/menu";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { allPermissionCodes } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const paths = (items: readonly ServerMenuItem[] | undefined) => (items ?? []).map((i) => i.path);
const titles = (items: readonly ServerMenuItem[] | undefined) => (items ?? []).map((i) => i.meta.title);
const find = (items: readonly ServerMenuItem[], path: string) => items.find((i) => i.path === path);

describe.each(backends)("GET /sys/permission/getUserPermissionByToken on $name", (backend) => {
  // Migrating and seeding take a while on a busy machine: in the hook (120 s), not the first test (30 s).
  beforeAll(() => backend.db());
  const permissionsOf = async (username: string, password = "123456") => {
    const db = await backend.db();
    const app = createApp({ db });
    const client = inProcessClient(app, { token: await signIn(app, username, password) });
    return client.sys.getUserPermissionByToken();
  };

  it("gives admin every view family of the console, home first, with code 0 like JeecgBoot", async () => {
    const res = await permissionsOf("admin");
    expect(res).toMatchObject({ success: true, code: 0 });
    expect(Object.keys(res.result)).toEqual(["menu", "auth", "codeList", "allAuth", "sysSafeMode"]);

    const { menu } = res.result;
    expect(menu[0]).toEqual({
      id: "9502685863ab87f0ad1134142788a385",
      route: "1",
      path: "/dashboard/analysis",
      name: "dashboard-analysis",
      component: "dashboard/Analysis",
      redirect: null,
      meta: {
        keepAlive: false,
        internalOrExternal: false,
        title: "首页",
        componentName: "Analysis",
        icon: "home",
      },
    });
    expect(titles(menu)).toEqual([
      "首页",
      "牙科订单",
      "牙科门店",
      "业务管理",
      "仪表盘",
      "消息中心",
      "系统管理",
      "系统监控",
      "个人页",
      "异常页",
      "结果页",
    ]);

    const system = find(menu, "/isystem");
    expect(system).toMatchObject({
      component: "layouts/RouteView",
      // Ant Design icon names, as JeecgBoot's own menus carry them.
      meta: { title: "系统管理", icon: "setting" },
    });
    expect(paths(system?.children)).toEqual([
      "/isystem/user",
      "/isystem/roleUserList",
      "/isystem/newPermissionList",
      "/isystem/depart",
      "/isystem/departUserList",
      "/isystem/position",
      "/isys/tenant",
      "/isystem/dict",
      "/isys/category",
      "/isystem/annountCement",
      "/isystem/addressList",
      "/isystem/recycleBin",
      "/isys/checkRule",
      "/isys/fillRule",
      "/isys/dataSource",
      "/oss/file",
      "/online/cgreport",
    ]);
    // A page with buttons under it is not a leaf, yet buttons never become menu children.
    expect(system?.children?.[0]).toEqual({
      id: "3f915b2769fc80648e92d04e84ca059d",
      route: "1",
      path: "/isystem/user",
      name: "isystem-user",
      component: "system/UserList",
      meta: {
        keepAlive: false,
        internalOrExternal: false,
        title: "用户管理",
        componentName: "UserList",
        icon: "user",
      },
    });

    const monitor = find(menu, "/dashboard3");
    // JeecgBoot's online users and data change log pages (its components), beside the system log.
    expect(monitor?.children?.map((n) => [n.path, n.component])).toEqual(
      expect.arrayContaining([
        ["/isystem/online", "system/SysUserOnlineList"],
        ["/sys/dataLog-list", "system/DataLogList"],
      ]),
    );
    const performance = find(monitor?.children ?? [], "/monitor");
    expect(titles(performance?.children)).toEqual([
      "服务器信息",
      "JVM信息",
      "Tomcat信息",
      "Redis监控",
      "Redis终端",
      "磁盘监控",
      "请求追踪",
    ]);
    expect(find(performance?.children ?? [], "/monitor/redis/info")).toMatchObject({
      name: "monitor-redis-info",
      component: "modules/monitor/RedisInfo",
    });
    expect(paths(find(menu, "/business")?.children)).toContain("/business/order");
    expect(find(find(menu, "/business")?.children ?? [], "/business/order")?.component).toBe(
      "business/OrderList",
    );
    expect(paths(find(menu, "/exception")?.children)).toEqual([
      "/exception/403",
      "/exception/404",
      "/exception/500",
    ]);
    expect(find(menu, "/account")).toMatchObject({ hidden: true });
  });

  it("gives admin a button for every permission code of the catalog, besides JeecgBoot's Vue 2 buttons", async () => {
    const { result } = await permissionsOf("admin");
    const catalog = allPermissionCodes().map((c) => c.code);
    expect(new Set(result.codeList)).toEqual(new Set(["user:add", "user:edit", ...catalog]));
    expect(result.auth).toContainEqual({ action: "user:add", type: "1", describe: "添加按钮" });
    expect(result.auth).toContainEqual({ action: "system:user:add", type: "1", describe: "添加用户" });
    expect(result.auth).toContainEqual({
      action: "system:permission:saveRole",
      type: "1",
      describe: "菜单-角色授权",
    });
    expect(result.allAuth).toContainEqual({
      action: "user:edit",
      status: "1",
      type: "1",
      describe: "用户编辑",
    });
    expect(result.allAuth.length).toBeGreaterThanOrEqual(result.auth.length);
    expect(result.sysSafeMode).toBe(false);
  });

  it("gives the dentistry user only 首页 and the dentistry pages, the order view first", async () => {
    for (const username of ["ck001", "ck002"]) {
      const { result } = await permissionsOf(username);
      expect(paths(result.menu)).toEqual(["/dashboard/analysis", "/service/dentistryorderView", "/service"]);
      expect(result.menu[1]).toMatchObject({
        component: "service/DentistryOrderView",
        meta: { title: "牙科订单", icon: "snippets" },
      });
      expect(titles(result.menu[2]?.children)).toEqual(["预约挂号", "牙科患者", "医生排班", "门店管理"]);
      // Their store's records and every move of the order flow; not every store's.
      expect(result.codeList).toEqual(
        expect.arrayContaining(["dentistry:order:list", "dentistry:order:checkIn"]),
      );
      expect(result.codeList).toContain("dentistry:order:pay");
      expect(result.codeList).not.toContain("dentistry:store:allStores");
      expect(result.codeList).not.toContain("dentistry:store:add");
    }
  });

  it("gives finance the orders, policies and claims pages, and clinic staff every business page", async () => {
    const finance = (await permissionsOf("caiwu01")).result.menu;
    expect(paths(finance)).toEqual(["/dashboard/analysis", "/business", "/message", "/account"]);
    expect(paths(find(finance, "/business")?.children)).toEqual([
      "/business/order",
      "/business/insurance",
      "/business/claim",
    ]);

    const clinic = (await permissionsOf("clinic01")).result.menu;
    expect(paths(clinic)).toEqual(["/dashboard/analysis", "/business", "/message", "/account"]);
    expect(find(clinic, "/business")?.children).toHaveLength(12);
    expect(find(clinic, "/isystem")).toBeUndefined();
  });

  it("orders every level of a deep tree by sort_no, and lists own valid buttons in auth, all in allAuth", async () => {
    const db = await backend.db();
    const tag = randomBytes(4).toString("hex");
    const id = (name: string) => `${name}-${tag}`;
    const row = (name: string, parent: string | null, sortNo: number | null, over: object = {}) => ({
      id: id(name),
      parent_id: parent && id(parent),
      name,
      url: `/${tag}/${name}`,
      component: `deep/${name}`,
      menu_type: parent ? 1 : 0,
      sort_no: sortNo,
      is_route: 1,
      is_leaf: 1,
      del_flag: 0,
      ...over,
    });
    const button = (name: string, parent: string, sortNo: number, status: string) =>
      row(name, parent, sortNo, {
        menu_type: 2,
        url: null,
        perms: `${name}:${tag}`,
        perms_type: "1",
        status,
      });
    // Levels interleave in sort_no: a grandchild sorts before its parent and the top-level rows.
    await db
      .insertInto("sys_permission")
      .values([
        row("top", null, 50, { is_leaf: 0 }),
        row("first", null, 40),
        row("pageB", "top", 60, { is_leaf: 0 }),
        row("pageA", "top", 55),
        row("leafZ", "pageB", null),
        row("leafY", "pageB", 70),
        row("leafX", "pageB", 30),
        row("removed", "pageB", 35, { del_flag: 1 }),
        row("byDepart", "top", 57),
        button("btnOff", "leafX", 3, "0"),
        button("btnOn", "leafX", 2, "1"),
        button("notMine", "leafX", 1, "1"),
      ])
      .execute();
    const roleId = newId();
    await db
      .insertInto("sys_role")
      .values({ id: roleId, role_code: `deep_${tag}`, role_name: "深树" })
      .execute();
    const viaRole = [
      "top",
      "first",
      "pageB",
      "pageA",
      "leafZ",
      "leafY",
      "leafX",
      "removed",
      "btnOff",
      "btnOn",
    ];
    await db
      .insertInto("sys_role_permission")
      .values(viaRole.map((name) => ({ id: newId(), role_id: roleId, permission_id: id(name) })))
      .execute();
    const user = await createTestUser(db, { roleId });
    // A department role grants one more page.
    const departRoleId = newId();
    await db
      .insertInto("sys_depart_role_permission")
      .values({ id: newId(), role_id: departRoleId, permission_id: id("byDepart") })
      .execute();
    await db
      .insertInto("sys_depart_role_user")
      .values({ id: newId(), user_id: user.id, drole_id: departRoleId })
      .execute();

    const { result } = await permissionsOf(user.username, user.password);
    const top = find(result.menu, `/${tag}/top`);
    expect(titles(result.menu)).toEqual(["首页", "first", "top"]);
    expect(titles(top?.children)).toEqual(["pageA", "byDepart", "pageB"]);
    expect(titles(find(top?.children ?? [], `/${tag}/pageB`)?.children)).toEqual(["leafX", "leafY", "leafZ"]);
    expect(result.auth).toEqual([{ action: `btnOn:${tag}`, type: "1", describe: "btnOn" }]);
    expect(result.codeList).toEqual([`btnOn:${tag}`]);
    expect(result.allAuth.filter((a) => a.action.endsWith(tag))).toEqual([
      { action: `notMine:${tag}`, status: "1", type: "1", describe: "notMine" },
      { action: `btnOn:${tag}`, status: "1", type: "1", describe: "btnOn" },
      { action: `btnOff:${tag}`, status: "0", type: "1", describe: "btnOff" },
    ]);
  });

  it("adds 首页 for a user whose roles grant nothing", async () => {
    const db = await backend.db();
    const user = await createTestUser(db);
    const { result } = await permissionsOf(user.username, user.password);
    expect(paths(result.menu)).toEqual(["/dashboard/analysis"]);
  });
});

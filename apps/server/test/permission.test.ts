import type { ServerMenuItem } from "@kanya/core/menu";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const paths = (items: readonly ServerMenuItem[] | undefined) => (items ?? []).map((i) => i.path);

describe.each(backends)("GET /sys/permission/getUserPermissionByToken on $name", (backend) => {
  const permissionsOf = async (username: string, password = "123456") => {
    const db = await backend.db();
    const app = createApp({ db });
    const client = inProcessClient(app, { token: await signIn(app, username, password) });
    return client.sys.getUserPermissionByToken();
  };

  it("gives admin 首页 and 系统管理 with its pages, with code 0 like JeecgBoot", async () => {
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
    const system = menu.find((m) => m.path === "/isystem");
    expect(system).toMatchObject({ component: "layouts/RouteView", meta: { title: "系统管理" } });
    expect(paths(system?.children)).toEqual([
      "/isystem/user",
      "/isystem/roleUserList",
      "/isystem/newPermissionList",
      "/isystem/depart",
      "/isystem/dict",
    ]);
    const userPage = system?.children?.[0];
    expect(userPage).toEqual({
      id: "3f915b2769fc80648e92d04e84ca059d",
      route: "1",
      path: "/isystem/user",
      name: "isystem-user",
      component: "system/UserList",
      meta: { keepAlive: false, internalOrExternal: false, title: "用户管理", componentName: "UserList" },
    });
  });

  it("lists admin's buttons in auth and codeList, and every button in allAuth", async () => {
    const { result } = await permissionsOf("admin");
    expect(result.auth).toEqual([
      { action: "user:add", type: "1", describe: "添加按钮" },
      { action: "user:edit", type: "1", describe: "用户编辑" },
    ]);
    expect(result.codeList).toEqual(["user:add", "user:edit"]);
    expect(result.allAuth).toEqual([
      { action: "user:add", status: "1", type: "1", describe: "添加按钮" },
      { action: "user:edit", status: "1", type: "1", describe: "用户编辑" },
    ]);
    expect(result.sysSafeMode).toBe(false);
  });

  it("gives the dentistry user 首页 and the dentistry order page, not 系统管理", async () => {
    const { result } = await permissionsOf("ck001");
    expect(paths(result.menu)).toEqual(["/dashboard/analysis", "/service/dentistryorderView"]);
    expect(result.menu[1]).toMatchObject({
      component: "service/DentistryOrderView",
      meta: { title: "牙科订单" },
    });
    expect(result.auth).toEqual([]);
    expect(result.codeList).toEqual([]);
    expect(result.allAuth).toHaveLength(2);
  });

  it("adds 首页 for a user whose roles grant nothing", async () => {
    const db = await backend.db();
    const user = await createTestUser(db);
    const { result } = await permissionsOf(user.username, user.password);
    expect(paths(result.menu)).toEqual(["/dashboard/analysis"]);
  });
});

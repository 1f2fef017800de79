import { describe, expect, it } from "vitest";
import { fillUrlPlaceholders } from "./fill-url-placeholders.js";
import { findRouteChain, hasComponent, routeCodeOf } from "./find-route.js";
import { firstLeafPath } from "./first-leaf-path.js";
import { menuToRoutes } from "./menu-to-routes.js";
import type { ServerMenuItem } from "./server-menu.js";

const item = (over: Partial<ServerMenuItem> & Pick<ServerMenuItem, "id" | "path">): ServerMenuItem => ({
  route: "1",
  name: over.path.slice(1).replaceAll("/", "-"),
  component: "system/UserList",
  meta: { title: over.id },
  ...over,
});

const menu: ServerMenuItem[] = [
  item({ id: "home", path: "/dashboard/analysis", component: "dashboard/Analysis", meta: { title: "首页" } }),
  item({
    id: "sys",
    path: "/isystem",
    component: "layouts/RouteView",
    alwaysShow: true,
    redirect: null,
    meta: { title: "系统管理", icon: "setting" },
    children: [
      item({ id: "user", path: "/isystem/user" }),
      item({ id: "noroute", path: "/isystem/hidden-action", route: "0" }),
      item({
        id: "druid",
        path: "5f1c8e",
        component: "layouts/IframePageView",
        meta: { title: "SQL监控", url: "{{ window._CONFIG['domianURL'] }}/druid/?t=${token}" },
      }),
    ],
  }),
];

describe("menuToRoutes", () => {
  const routes = menuToRoutes(menu, { urlVars: { domianURL: "/jeecg-boot", token: "tk" } });

  it("keeps order and maps titles and icons", () => {
    expect(routes.map((r) => r.title)).toEqual(["首页", "系统管理"]);
    expect(routes[1]?.icon).toBe("setting");
  });

  it("skips entries whose route is '0'", () => {
    expect(routes[1]?.children.map((r) => r.id)).toEqual(["user", "druid"]);
  });

  it("redirects alwaysShow entries to themselves", () => {
    expect(routes[1]?.redirect).toBe("/isystem");
    expect(routes[0]?.redirect).toBeUndefined();
  });

  it("fills URL placeholders from named variables", () => {
    expect(routes[1]?.children[1]?.url).toBe("/jeecg-boot/druid/?t=tk");
  });

  it("finds the landing page and route chains", () => {
    expect(firstLeafPath(routes)).toBe("/dashboard/analysis");
    expect(firstLeafPath(routes.slice(1))).toBe("/isystem/user");
    expect(findRouteChain(routes, "/isystem/user")?.map((r) => r.id)).toEqual(["sys", "user"]);
    expect(findRouteChain(routes, "/nope")).toBeUndefined();
    expect(hasComponent(routes, "dashboard/Analysis")).toBe(true);
    expect(hasComponent(routes.slice(1), "dashboard/Analysis")).toBe(false);
  });

  it("opens a list page with a trailing numeric segment as its code (spec §3), never a group", () => {
    expect(findRouteChain(routes, "/isystem/user/3")?.map((r) => r.id)).toEqual(["sys", "user"]);
    expect(routeCodeOf({ path: "/isystem/user" }, "/isystem/user/3")).toBe("3");
    expect(routeCodeOf({ path: "/isystem/user" }, "/isystem/user")).toBeUndefined();
    expect(findRouteChain(routes, "/isystem/user/abc")).toBeUndefined();
    expect(findRouteChain(routes, "/isystem/7")).toBeUndefined();
  });

  it("finds an entry whose url carries a query by its path alone", () => {
    const rules = menuToRoutes([
      item({
        id: "rules",
        path: "/isystem/dataRule?permissionId=m1",
        component: "system/PermissionDataRuleList",
      }),
    ]);
    expect(findRouteChain(rules, "/isystem/dataRule")?.map((r) => r.id)).toEqual(["rules"]);
    expect(findRouteChain(rules, "/isystem/dataRule?permissionId=m1")).toBeUndefined();
  });

  it("skips hidden entries when looking for the landing page", () => {
    const hiddenFirst = menuToRoutes([
      item({ id: "a", path: "/a", hidden: true }),
      item({ id: "b", path: "/b" }),
    ]);
    expect(firstLeafPath(hiddenFirst)).toBe("/b");
    expect(firstLeafPath([])).toBeUndefined();
  });
});

describe("fillUrlPlaceholders", () => {
  it("never evaluates code: unknown expressions become empty", () => {
    expect(fillUrlPlaceholders("{{ alert(1) }}/x", {})).toBe("/x");
    expect(fillUrlPlaceholders("${missing}/y", {})).toBe("/y");
  });
});

describe("menuToRoutes paths", () => {
  it("makes JeecgBoot's md5 paths of iframe entries absolute", () => {
    const [route] = menuToRoutes([item({ id: "x", path: "5f1c8e", component: "layouts/IframePageView" })]);
    expect(route?.path).toBe("/5f1c8e");
  });
});

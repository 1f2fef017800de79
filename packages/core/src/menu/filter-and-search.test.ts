import { describe, expect, it } from "vitest";
import { filterRoutesByPermission } from "./filter-routes-by-permission.js";
import { menuSearchEntries } from "./menu-search-entries.js";
import { menuToRoutes } from "./menu-to-routes.js";
import type { ServerMenuItem } from "./server-menu.js";

const page = (id: string, over: Partial<ServerMenuItem> = {}): ServerMenuItem => ({
  id,
  route: "1",
  path: `/${id}`,
  name: id,
  component: `pages/${id}`,
  meta: { title: id },
  ...over,
});
const guarded = (id: string, action: string) =>
  page(id, { meta: { title: id, permissionList: [{ action }] } });

const menu: ServerMenuItem[] = [
  page("home"),
  page("sys", {
    component: "layouts/RouteView",
    children: [guarded("user", "user:list"), guarded("role", "role:list,role:view"), page("dict")],
  }),
  page("secret", { component: "layouts/RouteView", children: [guarded("vault", "vault:open")] }),
  page("gone", { component: "layouts/RouteView", children: [page("h1", { hidden: true })] }),
  page("druid", { component: "layouts/IframePageView", meta: { title: "druid", url: "http://x/druid" } }),
];
const routes = menuToRoutes(menu);

describe("filterRoutesByPermission", () => {
  it("keeps routes without permissions and those whose permission the user holds (comma lists too)", () => {
    const kept = filterRoutesByPermission(routes, new Set(["role:view"]));
    expect(kept.find((r) => r.id === "sys")?.children.map((r) => r.id)).toEqual(["role", "dict"]);
  });

  it("filters recursively and hides a parent left with no visible child", () => {
    const kept = filterRoutesByPermission(routes, new Set());
    expect(kept.find((r) => r.id === "secret")).toMatchObject({ hidden: true, children: [] });
    expect(kept.find((r) => r.id === "home")?.hidden).toBe(false);
  });

  it("hides a parent whose children are all hidden (from the server menu)", () => {
    expect(routes.find((r) => r.id === "gone")?.hidden).toBe(true);
  });
});

describe("menuSearchEntries", () => {
  it("lists non-hidden pages with their trail, skipping route-view containers", () => {
    const entries = menuSearchEntries(filterRoutesByPermission(routes, new Set(["user:list"])));
    expect(entries.map((e) => e.trail.join(" / "))).toEqual(["home", "sys / user", "sys / dict", "druid"]);
  });

  it("opens iframe and external pages in a new tab", () => {
    const druid = menuSearchEntries(routes).find((e) => e.title === "druid");
    expect(druid).toMatchObject({ opensInNewTab: true, url: "http://x/druid" });
    expect(menuSearchEntries(routes)[0]?.opensInNewTab).toBe(false);
  });
});

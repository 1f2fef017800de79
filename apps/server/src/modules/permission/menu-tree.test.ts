import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { SysPermissionRow } from "../../db/schema";
import { buildMenuTree, urlToRouteName } from "./menu-tree";

function row(over: Partial<SysPermissionRow> & Pick<SysPermissionRow, "id">): SysPermissionRow {
  return {
    parent_id: null,
    name: over.id,
    url: `/${over.id}`,
    component: `pages/${over.id}`,
    component_name: null,
    redirect: null,
    menu_type: over.parent_id ? 1 : 0,
    perms: null,
    perms_type: "1",
    sort_no: 1,
    always_show: 0,
    icon: null,
    is_route: 1,
    is_leaf: 1,
    keep_alive: 0,
    hidden: 0,
    hide_tab: 0,
    description: null,
    status: "1",
    del_flag: 0,
    rule_flag: 0,
    create_by: null,
    create_time: null,
    update_by: null,
    update_time: null,
    internal_or_external: 0,
    ...over,
  };
}

describe("buildMenuTree", () => {
  it("nests sub-menus under non-leaf rows, leaves buttons out, and keeps redirect for the top level only", () => {
    const menu = buildMenuTree([
      row({ id: "sys", is_leaf: 0, redirect: "/sys/a" }),
      row({ id: "a", parent_id: "sys" }),
      row({ id: "btn", parent_id: "a", menu_type: 2, perms: "a:add" }),
    ]);
    expect(menu).toHaveLength(1);
    expect(menu[0]?.redirect).toBe("/sys/a");
    expect(menu[0]?.children?.map((c) => c.id)).toEqual(["a"]);
    expect(menu[0]?.children?.[0]).not.toHaveProperty("redirect");
    expect(menu[0]?.children?.[0]).not.toHaveProperty("children");
  });

  it("keeps the order of the rows at every level, whichever level comes first", () => {
    const menu = buildMenuTree([
      row({ id: "x2", parent_id: "b" }),
      row({ id: "b", parent_id: "top", is_leaf: 0 }),
      row({ id: "top", is_leaf: 0 }),
      row({ id: "x1", parent_id: "b" }),
      row({ id: "a", parent_id: "top" }),
      row({ id: "orphan", parent_id: "gone" }),
    ]);
    expect(menu.map((m) => m.id)).toEqual(["top"]);
    expect(menu[0]?.children?.map((c) => c.id)).toEqual(["b", "a"]);
    expect(menu[0]?.children?.[0]?.children?.map((c) => c.id)).toEqual(["x2", "x1"]);
  });

  it("does not descend below rows marked as leaves, as JeecgBoot", () => {
    const menu = buildMenuTree([row({ id: "top", is_leaf: 1 }), row({ id: "child", parent_id: "top" })]);
    expect(menu[0]).not.toHaveProperty("children");
  });

  it("writes route as a string, names from component_name or the url, and flags only when set", () => {
    const [plain, named] = buildMenuTree([
      row({ id: "p", url: "/a/b:id", is_route: 0 }),
      row({ id: "n", component_name: "MyPage", hidden: 1, always_show: 1, keep_alive: 1, hide_tab: 1 }),
    ]);
    expect(plain).toMatchObject({ route: "0", name: "a-b@id" });
    expect(plain).not.toHaveProperty("hidden");
    expect(plain).not.toHaveProperty("alwaysShow");
    expect(named).toMatchObject({
      name: "MyPage",
      hidden: true,
      alwaysShow: true,
      meta: { keepAlive: true, componentName: "MyPage", hideTab: true },
    });
  });

  it("gives external links an MD5 path and keeps the url in meta", () => {
    const url = "https://www.example.com/docs";
    const [item] = buildMenuTree([row({ id: "ext", url, internal_or_external: 1 })]);
    expect(item?.path).toBe(createHash("md5").update(url).digest("hex"));
    expect(item?.meta).toMatchObject({ url, internalOrExternal: true });
  });

  it("hides a top-level item whose children are all hidden, replacing its meta", () => {
    const [item] = buildMenuTree([
      row({ id: "top", is_leaf: 0 }),
      row({ id: "h", parent_id: "top", hidden: 1 }),
    ]);
    expect(item?.hidden).toBe(true);
    expect(item?.meta).toEqual({ hideMenu: true });
  });
});

describe("urlToRouteName", () => {
  it("drops the leading slash and maps / and :", () => {
    expect(urlToRouteName("/isystem/user")).toBe("isystem-user");
    expect(urlToRouteName("/online/cgform/:code")).toBe("online-cgform-@code");
  });
});

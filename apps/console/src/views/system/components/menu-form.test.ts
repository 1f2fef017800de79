import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { menuBody, menuFormSchema, menuValuesOf, newMenuValues } from "./menu-form";

const issues = (values: unknown) => {
  const result = v.safeParse(menuFormSchema, values);
  return result.success ? {} : v.flatten<typeof menuFormSchema>(result.issues).nested;
};

describe("the menu dialog's rules", () => {
  it("needs a title, and a path and component for a menu", () => {
    expect(issues({ ...newMenuValues(), name: "  " })).toMatchObject({ name: ["请输入菜单名称!"] });
    expect(issues({ ...newMenuValues(), name: "报表" })).toMatchObject({
      url: ["请输入菜单路径!"],
      component: ["请输入前端组件!"],
    });
  });

  it("needs a parent for a sub-menu and a button, but no path for a button", () => {
    const button = { ...newMenuValues(), menuType: "2", name: "添加" };
    expect(issues(button)).toEqual({ parentId: ["请选择上级菜单!"] });
    expect(issues({ ...button, parentId: "p1" })).toEqual({});
  });

  it("refuses a sort number that is not a number", () => {
    const menu = { ...newMenuValues(), name: "报表", url: "/report", component: "report/Index" };
    expect(issues({ ...menu, sortNo: "abc" })).toEqual({ sortNo: ["排序必须是数字"] });
    expect(issues({ ...menu, sortNo: 2.5 })).toEqual({});
    expect(issues({ ...menu, sortNo: null })).toEqual({});
  });
});

describe("a new menu", () => {
  it("is a top-level menu, a sub-menu under a menu, or a button under a sub-menu", () => {
    expect(newMenuValues().menuType).toBe("0");
    expect(newMenuValues({ id: "top", menuType: 0 })).toMatchObject({ menuType: "1", parentId: "top" });
    expect(newMenuValues({ id: "sub", menuType: 1 })).toMatchObject({ menuType: "2", parentId: "sub" });
  });
});

describe("the body sent", () => {
  it("gives a button only its code and strategy, and a top-level menu no parent", () => {
    const button = v.parse(menuFormSchema, {
      ...newMenuValues({ id: "sub", menuType: 1 }),
      name: "导出",
      url: "/left/over",
      perms: "report:export",
      permsType: "2",
    });
    expect(menuBody(button)).toMatchObject({
      menuType: 2,
      parentId: "sub",
      url: null,
      component: null,
      perms: "report:export",
      permsType: "2",
      sortNo: 1,
    });
    const top = v.parse(menuFormSchema, {
      ...newMenuValues(),
      name: "报表",
      url: "/report",
      component: "layouts/RouteView",
      parentId: "stale",
      perms: "x",
      hidden: true,
    });
    expect(menuBody(top)).toMatchObject({ menuType: 0, parentId: null, perms: null, hidden: true });
  });

  it("reads back a row of the menu list, flags included", () => {
    const values = menuValuesOf({
      id: "m1",
      menuType: 1,
      name: "角色管理",
      parentId: "p",
      url: "/isystem/roleUserList",
      component: "system/RoleUserList",
      sortNo: 2,
      route: true,
      hidden: true,
      keepAlive: false,
      icon: null,
    });
    expect(values).toMatchObject({ id: "m1", menuType: "1", sortNo: 2, hidden: true, icon: "", route: true });
  });
});

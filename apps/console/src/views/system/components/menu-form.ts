import type { SysPermissionForm } from "@kanya/client";
import * as v from "valibot";

/** sys_permission.menu_type: 0 一级菜单, 1 子菜单, 2 按钮/权限. */
export type MenuType = "0" | "1" | "2";

/** What the menu dialog edits: text as typed, the yes/no flags as booleans (their wire form). */
export interface MenuFormValues {
  id?: string;
  menuType: MenuType;
  name: string;
  parentId: string;
  url: string;
  component: string;
  componentName: string;
  redirect: string;
  icon: string;
  sortNo: number | null;
  perms: string;
  permsType: string;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
}

/** Limits of the sys_permission columns (the server refuses longer text with the same labels). */
const text = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label}长度不能超过${max}个字符`));

/**
 * JeecgBoot's PermissionModal rules: a title always; a menu needs its path and component; a sub-menu and a
 * button need their parent menu.
 */
export const menuFormSchema = v.pipe(
  v.object({
    id: v.optional(v.string()),
    menuType: v.picklist(["0", "1", "2"], "请选择菜单类型"),
    name: v.pipe(text(100, "菜单名称"), v.nonEmpty("请输入菜单名称!")),
    parentId: v.string(),
    url: text(255, "菜单路径"),
    component: text(255, "前端组件"),
    componentName: text(100, "组件名称"),
    redirect: text(255, "默认跳转地址"),
    icon: text(100, "菜单图标"),
    sortNo: v.nullable(v.pipe(v.number("排序必须是数字"), v.finite("排序必须是数字"))),
    perms: text(255, "授权标识"),
    permsType: v.string(),
    route: v.boolean(),
    hidden: v.boolean(),
    keepAlive: v.boolean(),
    alwaysShow: v.boolean(),
    internalOrExternal: v.boolean(),
  }),
  v.forward(
    v.check((form) => form.menuType === "0" || form.parentId !== "", "请选择上级菜单!"),
    ["parentId"],
  ),
  v.forward(
    v.check((form) => form.menuType === "2" || form.url !== "", "请输入菜单路径!"),
    ["url"],
  ),
  v.forward(
    v.check((form) => form.menuType === "2" || form.component !== "", "请输入前端组件!"),
    ["component"],
  ),
);

/** A new top-level menu, or a child of `parentId` (a sub-menu; a button under a sub-menu). */
export function newMenuValues(parent?: { id: string; menuType: number | null }): MenuFormValues {
  return {
    menuType: parent ? (parent.menuType === 1 ? "2" : "1") : "0",
    name: "",
    parentId: parent?.id ?? "",
    url: "",
    component: "",
    componentName: "",
    redirect: "",
    icon: "",
    sortNo: 1,
    perms: "",
    permsType: "1",
    route: true,
    hidden: false,
    keepAlive: false,
    alwaysShow: false,
    internalOrExternal: false,
  };
}

/** An existing row (a node of `/sys/permission/list`) as the dialog's values. */
export function menuValuesOf(row: Record<string, unknown>): MenuFormValues {
  const textOf = (name: string) => (row[name] == null ? "" : String(row[name]));
  return {
    id: String(row.id),
    menuType: (["0", "1", "2"].includes(textOf("menuType")) ? textOf("menuType") : "0") as MenuType,
    name: textOf("name"),
    parentId: textOf("parentId"),
    url: textOf("url"),
    component: textOf("component"),
    componentName: textOf("componentName"),
    redirect: textOf("redirect"),
    icon: textOf("icon"),
    sortNo: typeof row.sortNo === "number" ? row.sortNo : null,
    perms: textOf("perms"),
    permsType: textOf("permsType") || "1",
    route: row.route !== false,
    hidden: row.hidden === true,
    keepAlive: row.keepAlive === true,
    alwaysShow: row.alwaysShow === true,
    internalOrExternal: row.internalOrExternal === true,
  };
}

/**
 * The body of `add` / `edit`. A top-level menu has no parent; a button keeps only what a button has (its
 * code and strategy), a menu none of those.
 */
export function menuBody(form: v.InferOutput<typeof menuFormSchema>): SysPermissionForm {
  const orNull = (value: string) => (value === "" ? null : value);
  const menuType = Number(form.menuType) as 0 | 1 | 2;
  const button = menuType === 2;
  return {
    ...(form.id ? { id: form.id } : {}),
    menuType,
    name: form.name,
    parentId: menuType === 0 ? null : form.parentId,
    url: button ? null : form.url,
    component: button ? null : form.component,
    componentName: button ? null : orNull(form.componentName),
    redirect: button ? null : orNull(form.redirect),
    icon: button ? null : orNull(form.icon),
    sortNo: form.sortNo,
    perms: button ? orNull(form.perms) : null,
    permsType: button ? form.permsType || "1" : null,
    route: form.route,
    hidden: form.hidden,
    keepAlive: form.keepAlive,
    alwaysShow: form.alwaysShow,
    internalOrExternal: form.internalOrExternal,
  };
}

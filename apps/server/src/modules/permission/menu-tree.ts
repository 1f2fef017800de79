import { createHash } from "node:crypto";
import type { ServerMenuItem, ServerMenuMeta } from "@kanya/core/menu";
import type { SysPermissionRow } from "../../db/schema";

export const MENU_TYPE_TOP = 0;
export const MENU_TYPE_SUB = 1;
export const MENU_TYPE_BUTTON = 2;

/** The sys_permission columns a menu item is built from: the service reads only these. */
export const MENU_ROW_COLUMNS = [
  "id",
  "parent_id",
  "name",
  "url",
  "component",
  "component_name",
  "redirect",
  "menu_type",
  "always_show",
  "icon",
  "is_route",
  "is_leaf",
  "keep_alive",
  "hidden",
  "hide_tab",
  "internal_or_external",
] as const;

export type MenuRow = Pick<SysPermissionRow, (typeof MENU_ROW_COLUMNS)[number]>;

/**
 * Builds `result.menu` of getUserPermissionByToken from the user's permission rows (sorted by sort_no),
 * following JeecgBoot's SysPermissionController: menus only (buttons travel in auth/allAuth), children
 * only under non-leaf rows, children key only when non-empty, and a top-level item whose children are all
 * hidden becomes hidden itself. Children are indexed by parent once, so the cost grows with the rows, and
 * every level keeps the order of `rows`.
 */
export function buildMenuTree(rows: readonly MenuRow[]): ServerMenuItem[] {
  const roots: MenuRow[] = [];
  const childrenOf = new Map<string, MenuRow[]>();
  for (const row of rows) {
    if (row.menu_type !== MENU_TYPE_TOP && row.menu_type !== MENU_TYPE_SUB) continue;
    if (!row.parent_id) roots.push(row);
    else {
      const siblings = childrenOf.get(row.parent_id);
      if (siblings) siblings.push(row);
      else childrenOf.set(row.parent_id, [row]);
    }
  }
  const build = (row: MenuRow): ServerMenuItem => {
    const item = toMenuItem(row);
    const children = row.is_leaf === 1 ? undefined : childrenOf.get(row.id);
    if (children) item.children = children.map(build);
    return item;
  };
  return roots.map((row) => hideWhenAllChildrenHidden(build(row)));
}

/** One menu row as JeecgBoot's getPermissionJsonObject writes it, keys in the same order. */
export function toMenuItem(row: MenuRow): ServerMenuItem {
  const url = row.url ?? "";
  const external = isExternalUrl(url);
  const isTopLevel = !row.parent_id;
  const component = row.component ?? "";

  const meta: ServerMenuMeta = {
    keepAlive: row.keep_alive === 1,
    internalOrExternal: row.internal_or_external === 1,
    title: row.name ?? "",
  };
  const componentName = row.component_name || component.slice(component.lastIndexOf("/") + 1);
  if (componentName) meta.componentName = componentName;
  if (row.icon) meta.icon = row.icon;
  if (external) meta.url = url;
  if (row.hide_tab === 1) meta.hideTab = true;

  // Keys in JeecgBoot's order: id, route, path, name, hidden, alwaysShow, component, redirect, meta.
  return {
    id: row.id,
    route: row.is_route === 0 ? "0" : "1",
    path: external ? md5(url) : url,
    name: row.component_name || urlToRouteName(url),
    ...(row.hidden === 1 ? { hidden: true } : {}),
    ...(row.always_show === 1 ? { alwaysShow: true } : {}),
    component,
    ...(isTopLevel ? { redirect: row.redirect } : {}),
    meta,
  };
}

/** JeecgBoot's route name for a url: leading `/` dropped, `/` → `-`, `:` → `@`. */
export function urlToRouteName(url: string): string {
  return url.replace(/^\//, "").replaceAll("/", "-").replaceAll(":", "@");
}

/** External links (and `{{ … }}` templates) get an MD5 path and keep the url in meta. */
export function isExternalUrl(url: string): boolean {
  return url.startsWith("http://") || url.startsWith("https://") || url.startsWith("{{");
}

function hideWhenAllChildrenHidden(item: ServerMenuItem): ServerMenuItem {
  if (!item.children || item.children.some((child) => child.hidden !== true)) return item;
  // JeecgBoot replaces the whole meta here, title included (a Vue 3 compatibility shape).
  return { ...item, hidden: true, meta: { hideMenu: true } as ServerMenuMeta };
}

function md5(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

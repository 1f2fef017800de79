import { createHash } from "node:crypto";
import type { ServerMenuItem, ServerMenuMeta } from "@kanya/core/menu";
import type { SysPermissionRow } from "../../db/schema";

export const MENU_TYPE_TOP = 0;
export const MENU_TYPE_SUB = 1;
export const MENU_TYPE_BUTTON = 2;

/**
 * Builds `result.menu` of getUserPermissionByToken from the user's permission rows (sorted by sort_no),
 * following JeecgBoot's SysPermissionController: menus only (buttons travel in auth/allAuth), children
 * only under non-leaf rows, children key only when non-empty, and a top-level item whose children are all
 * hidden becomes hidden itself.
 */
export function buildMenuTree(rows: readonly SysPermissionRow[]): ServerMenuItem[] {
  const menus = rows.filter((r) => r.menu_type === MENU_TYPE_TOP || r.menu_type === MENU_TYPE_SUB);
  const build = (row: SysPermissionRow): ServerMenuItem => {
    const item = toMenuItem(row);
    if (row.is_leaf !== 1) {
      const children = menus.filter((r) => r.parent_id === row.id).map(build);
      if (children.length > 0) item.children = children;
    }
    return item;
  };
  return menus.filter((r) => !r.parent_id).map((row) => hideWhenAllChildrenHidden(build(row)));
}

/** One menu row as JeecgBoot's getPermissionJsonObject writes it, keys in the same order. */
export function toMenuItem(row: SysPermissionRow): ServerMenuItem {
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

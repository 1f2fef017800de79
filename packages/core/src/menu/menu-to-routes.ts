import { splitActions } from "../access/permission-set.js";
import { fillUrlPlaceholders } from "./fill-url-placeholders.js";
import type { RouteNode } from "./route-node.js";
import type { ServerMenuItem } from "./server-menu.js";

export interface MenuToRoutesOptions {
  /** Values for URL placeholders, e.g. `{ domianURL: "/jeecg-boot", token: "…" }`. */
  urlVars?: Readonly<Record<string, string>>;
}

/**
 * Turns the server menu into the console's route tree: entries whose `route` is `"0"` are skipped,
 * `alwaysShow` entries redirect to themselves, meta URLs get their placeholders filled, and a parent
 * whose children are all hidden is hidden too.
 */
export function menuToRoutes(
  menu: readonly ServerMenuItem[],
  options: MenuToRoutesOptions = {},
): RouteNode[] {
  const urlVars = options.urlVars ?? {};
  return menu.filter((item) => item.route !== "0").map((item) => toRouteNode(item, urlVars));
}

function toRouteNode(item: ServerMenuItem, urlVars: Readonly<Record<string, string>>): RouteNode {
  const url = item.meta.url ? fillUrlPlaceholders(item.meta.url, urlVars) : undefined;
  const redirect = item.alwaysShow ? item.path : (item.redirect ?? undefined);
  const children = menuToRoutes(item.children ?? [], { urlVars });
  const allChildrenHidden = children.length > 0 && children.every((child) => child.hidden);
  return {
    id: item.id,
    // JeecgBoot sends iframe and external entries as `md5(url)` without a leading slash; its UI mounts
    // every menu route under `/`, so the route path is made absolute to match the browser's.
    path: item.path.startsWith("/") ? item.path : `/${item.path}`,
    name: item.name,
    component: item.component,
    ...(redirect ? { redirect } : {}),
    hidden: item.hidden === true || item.meta.hideMenu === true || allChildrenHidden,
    title: item.meta.title,
    ...(item.meta.icon ? { icon: item.meta.icon } : {}),
    ...(url ? { url } : {}),
    external: item.meta.internalOrExternal === true,
    keepAlive: item.meta.keepAlive === true,
    permissions: (item.meta.permissionList ?? []).flatMap((record) => splitActions(record.action)),
    children,
  };
}

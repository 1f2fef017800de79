import type { RouteNode } from "./route-node.js";

/** The entries the side menu shows: non-hidden ones, with their non-hidden children. */
export function visibleMenu(routes: readonly RouteNode[]): RouteNode[] {
  return routes
    .filter((route) => !route.hidden)
    .map((route) => ({ ...route, children: visibleMenu(route.children) }));
}

/** Whether `pathname` is this entry or lies below it, so its group opens and its item lights up. */
export function containsPath(route: RouteNode, pathname: string): boolean {
  return route.path === pathname || route.children.some((child) => containsPath(child, pathname));
}

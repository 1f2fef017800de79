import type { RouteNode } from "./route-node.js";

/**
 * Keeps the routes the user may see: a route that names permissions is kept only when the user holds
 * one of them; routes without any are kept. Children are filtered the same way, and a parent left with
 * only hidden children is hidden.
 */
export function filterRoutesByPermission(
  routes: readonly RouteNode[],
  held: ReadonlySet<string>,
): RouteNode[] {
  return routes
    .filter((route) => route.permissions.length === 0 || route.permissions.some((code) => held.has(code)))
    .map((route) => {
      if (route.children.length === 0) return route;
      const children = filterRoutesByPermission(route.children, held);
      const hidden = route.hidden || children.length === 0 || children.every((child) => child.hidden);
      return { ...route, children, hidden };
    });
}

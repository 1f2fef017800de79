import type { RouteNode } from "./route-node.js";

/** A list page's path with a trailing numeric segment: the page's code (spec §3, `/business/order/3`). */
const TRAILING_CODE = /^(.+)\/(\d+)$/;

/**
 * Depth-first search of the route tree; returns the chain from the top entry down to the match. A path no
 * entry has, ending in a numeric segment, is its parent's page opened with that code (spec §3: "List pages
 * read a route parameter code, or a trailing numeric URL segment"), when the parent is a page, not a group.
 * An entry whose url carries a query (`?permissionId=…`, read by its view) is found by its path alone.
 */
export function findRouteChain(routes: readonly RouteNode[], path: string): RouteNode[] | undefined {
  const exact = findExactChain(routes, path);
  if (exact) return exact;
  const coded = TRAILING_CODE.exec(path);
  if (!coded?.[1]) return undefined;
  const parent = findExactChain(routes, coded[1]);
  return parent && parent.at(-1)?.children.length === 0 ? parent : undefined;
}

/** The code a path carries after its route's own path (`/business/order/3` on `/business/order` → `3`). */
export function routeCodeOf(route: Pick<RouteNode, "path">, path: string): string | undefined {
  if (path === route.path) return undefined;
  const coded = TRAILING_CODE.exec(path);
  return coded?.[1] === route.path ? coded[2] : undefined;
}

/** A route's own path without the query its menu url may carry (`/isystem/dataRule?permissionId=…`). */
const pathOnly = (path: string) => path.split("?", 1)[0];

function findExactChain(routes: readonly RouteNode[], path: string): RouteNode[] | undefined {
  for (const route of routes) {
    if (pathOnly(route.path) === path) return [route];
    const below = findExactChain(route.children, path);
    if (below) return [route, ...below];
  }
  return undefined;
}

/** Whether the tree holds a route rendered by `component` (e.g. `dashboard/Analysis`). */
export function hasComponent(routes: readonly RouteNode[], component: string): boolean {
  return routes.some((route) => route.component === component || hasComponent(route.children, component));
}

import type { RouteNode } from "./route-node.js";

/** Depth-first search of the route tree; returns the chain from the top entry down to the match. */
export function findRouteChain(routes: readonly RouteNode[], path: string): RouteNode[] | undefined {
  for (const route of routes) {
    if (route.path === path) return [route];
    const below = findRouteChain(route.children, path);
    if (below) return [route, ...below];
  }
  return undefined;
}

/** Whether the tree holds a route rendered by `component` (e.g. `dashboard/Analysis`). */
export function hasComponent(routes: readonly RouteNode[], component: string): boolean {
  return routes.some((route) => route.component === component || hasComponent(route.children, component));
}

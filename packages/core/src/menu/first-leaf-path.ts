import type { RouteNode } from "./route-node.js";

/**
 * The landing path after sign-in: the first visible leaf, walking first children.
 * Returns undefined for a menu with no visible page.
 */
export function firstLeafPath(routes: readonly RouteNode[]): string | undefined {
  for (const route of routes) {
    if (route.hidden) continue;
    if (route.children.length === 0) return route.path;
    const child = firstLeafPath(route.children);
    if (child) return child;
  }
  return undefined;
}

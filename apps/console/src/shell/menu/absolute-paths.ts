import type { RouteNode } from "@kanya/core/menu";

/**
 * JeecgBoot sends iframe and external entries with `path = md5(url)`, no leading slash; its UI mounts
 * every menu route under `/`, so they are made absolute here to match browser paths.
 */
export function absolutePaths(routes: readonly RouteNode[]): RouteNode[] {
  return routes.map((route) => ({
    ...route,
    path: route.path.startsWith("/") ? route.path : `/${route.path}`,
    children: absolutePaths(route.children),
  }));
}

import type { RouteNode } from "./route-node.js";

export interface MenuSearchEntry {
  title: string;
  /** Titles from the top entry down to this one, for display ("系统管理 / 用户管理"). */
  trail: string[];
  path: string;
  /** Set for external and iframe pages: the header search opens these in a new browser tab. */
  url?: string;
  opensInNewTab: boolean;
}

/** Components that only host child routes; they are not pages, so search does not offer them. */
const CONTAINER_COMPONENTS = new Set(["layouts/RouteView", "layouts/PageView", "layouts/RouteView.vue"]);
const IFRAME_COMPONENT = "layouts/IframePageView";

/** Entries for the header menu search: every non-hidden page, excluding bare route-view containers. */
export function menuSearchEntries(
  routes: readonly RouteNode[],
  trail: readonly string[] = [],
): MenuSearchEntry[] {
  return routes.flatMap((route) => {
    if (route.hidden) return [];
    const here = [...trail, route.title];
    const below = menuSearchEntries(route.children, here);
    if (CONTAINER_COMPONENTS.has(route.component)) return below;
    const opensInNewTab = route.external || route.component === IFRAME_COMPONENT;
    const entry: MenuSearchEntry = {
      title: route.title,
      trail: here,
      path: route.path,
      ...(route.url ? { url: route.url } : {}),
      opensInNewTab,
    };
    return [entry, ...below];
  });
}

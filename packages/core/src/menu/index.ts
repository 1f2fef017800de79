export { fillUrlPlaceholders } from "./fill-url-placeholders.js";
export { filterRoutesByPermission } from "./filter-routes-by-permission.js";
export { findRouteChain, hasComponent, routeCodeOf } from "./find-route.js";
export { firstLeafPath } from "./first-leaf-path.js";
export { type MenuSearchEntry, menuSearchEntries } from "./menu-search-entries.js";
export { type MenuToRoutesOptions, menuToRoutes } from "./menu-to-routes.js";
export type { RouteNode } from "./route-node.js";
export type { ServerMenuItem, ServerMenuMeta } from "./server-menu.js";

/** The console's home page: always the first tab, never closable. */
export const HOME_PATH = "/dashboard/analysis";
/** Component path of the home page as the server menu names it. */
export const HOME_COMPONENT = "dashboard/Analysis";
export { isSafeMenuUrl } from "./safe-menu-url.js";
export { containsPath, visibleMenu } from "./visible-menu.js";

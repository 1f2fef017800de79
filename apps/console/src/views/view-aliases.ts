import aliases from "./view-aliases.json";

/**
 * JeecgBoot component names that do not fit a file path here, mapped to the view file that serves them.
 * The online form and report lists are one generic view each, whatever code the menu entry carries; menus
 * name them by their full Vue path or by the bare component name. The table is JSON so that the visual and
 * e2e page lists (scripts/visual/menu-pages.mjs, plain Node) read the same one.
 */
export const VIEW_ALIASES: Readonly<Record<string, string>> = aliases;

/** Containers of nested menus: they render nothing of their own (the guard sends them to a child). */
export const CONTAINER_VIEWS: readonly string[] = [
  "layouts/RouteView",
  "layouts/PageView",
  "layouts/TabLayout",
];

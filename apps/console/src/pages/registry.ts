import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageProps } from "./page-props";

type PageModule = { default: ComponentType<PageProps> };

/**
 * The views the server menu may name, keyed by their component path (`meta.component`). Each loads on
 * first use. A menu entry whose component is not listed here shows the MODULE_NOT_FOUND panel.
 */
export const pageRegistry: Readonly<Record<string, () => Promise<PageModule>>> = {
  "dashboard/Analysis": () => import("./dashboard/Analysis"),
  "service/DentistryOrderView": () => import("./service/DentistryOrderView"),
  "layouts/IframePageView": () => import("./iframe/IframePage"),
};

/** Containers of nested menus: they render nothing of their own (the guard sends them to a child). */
export const CONTAINER_COMPONENTS: readonly string[] = [
  "layouts/RouteView",
  "layouts/PageView",
  "layouts/TabLayout",
];

const loaded = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** The lazy page for a component path, created once so React keeps its state between renders. */
export function lazyPage(component: string): LazyExoticComponent<ComponentType<PageProps>> | undefined {
  const load = pageRegistry[component];
  if (!load) return undefined;
  let page = loaded.get(component);
  if (!page) {
    page = lazy(load);
    loaded.set(component, page);
  }
  return page;
}

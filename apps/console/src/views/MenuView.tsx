import { findRouteChain } from "@kanya/core/menu";
import { Suspense, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { menu } from "../session";
import { PageLoading } from "../shell/layout/PageLoading";
import { ModuleNotFound } from "./ModuleNotFound";
import { CONTAINER_COMPONENTS, lazyPage } from "./registry";

/**
 * Renders the view the server menu names for the current path. Containers (`layouts/RouteView`) only
 * group their children, so the deepest entry is the one shown; the guard has already sent unknown
 * paths to /404 and bare groups to their first child.
 */
export default function MenuPage() {
  const { pathname } = useLocation();
  const state = useSyncExternalStore(menu.subscribe, menu.get);
  const route = state ? findRouteChain(state.routes, pathname)?.at(-1) : undefined;
  if (!route) return null;
  if (CONTAINER_COMPONENTS.includes(route.component)) return null;

  const Page = lazyPage(route.component);
  if (!Page) return <ModuleNotFound component={route.component} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page key={route.path} route={route} />
    </Suspense>
  );
}

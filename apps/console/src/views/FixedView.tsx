import { findRouteChain, type RouteNode } from "@kanya/core/menu";
import { useLocation } from "react-router";
import { useMenuState } from "../providers";
import { ViewOutlet } from "./ViewOutlet";

/**
 * A fixed page of the route table (`/test/home`, `/isps/userAnnouncement`): the menu's own entry when the
 * menu has one (its title and url), else the given component under the given title.
 */
export function FixedView({ component, title }: { component: string; title: string }) {
  const { pathname } = useLocation();
  const state = useMenuState();
  const fromMenu = state ? findRouteChain(state.routes, pathname)?.at(-1) : undefined;
  const route: RouteNode = fromMenu ?? {
    id: pathname,
    path: pathname,
    name: pathname.slice(1).replaceAll("/", "-"),
    component,
    hidden: true,
    title,
    external: false,
    keepAlive: false,
    permissions: [],
    children: [],
  };
  return <ViewOutlet route={route} />;
}

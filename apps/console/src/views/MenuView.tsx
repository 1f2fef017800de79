import { findRouteChain } from "@kanya/core/menu";
import { useLocation } from "react-router";
import { useMenuState } from "../providers";
import { ViewOutlet } from "./ViewOutlet";

/**
 * Renders the view the server menu names for the current path. Containers (`layouts/RouteView`) only
 * group their children, so the deepest entry is the one shown; the guard has already sent unknown
 * paths to /404 and bare groups to their first child.
 */
export default function MenuView() {
  const { pathname } = useLocation();
  const state = useMenuState();
  const route = state ? findRouteChain(state.routes, pathname)?.at(-1) : undefined;
  return route ? <ViewOutlet route={route} /> : null;
}

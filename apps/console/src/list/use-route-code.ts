import { routeCodeOf } from "@kanya/core/menu";
import { useLocation } from "react-router";
import type { ViewProps } from "../views/view-props";

/**
 * A list page's code (spec §3): the route parameter `?code=`, else the path's trailing numeric segment
 * after the route's own path (`/business/order/3`); undefined when the page is not per code.
 */
export function useRouteCode(route: ViewProps["route"], enabled: boolean): string | undefined {
  const { pathname, search } = useLocation();
  if (!enabled) return undefined;
  const param = new URLSearchParams(search).get("code")?.trim();
  return param || routeCodeOf(route, pathname);
}

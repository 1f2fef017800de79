import type { RouteNode } from "@kanya/core/menu";
import { useSyncExternalStore } from "react";
import { menu } from "../../session";

const NO_ROUTES: RouteNode[] = [];

/** The route tree of the signed-in user (empty until the guard has loaded it). */
export function useMenuRoutes(): RouteNode[] {
  const state = useSyncExternalStore(menu.subscribe, menu.get);
  return state?.routes ?? NO_ROUTES;
}

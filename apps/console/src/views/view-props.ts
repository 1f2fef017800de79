import type { RouteNode } from "@kanya/core/menu";

/** What every menu view receives: its own route node (title, url, …). */
export interface ViewProps {
  route: RouteNode;
}

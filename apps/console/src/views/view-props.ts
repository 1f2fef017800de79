import type { RouteNode } from "@kanya/core/menu";

/** What every menu page receives: its own route node (title, url, …). */
export interface PageProps {
  route: RouteNode;
}

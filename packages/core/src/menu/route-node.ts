/** A console route built from the server menu: what the router and the side menu consume. */
export interface RouteNode {
  id: string;
  path: string;
  name: string;
  /** Component path as the server names it, e.g. `dashboard/Analysis` or `layouts/RouteView`. */
  component: string;
  redirect?: string;
  hidden: boolean;
  title: string;
  icon?: string;
  /** External or iframe URL with its placeholders already filled in. */
  url?: string;
  /** Opens outside the console (new browser tab) rather than inside it. */
  external: boolean;
  keepAlive: boolean;
  /** Codes of which the user must hold one to see this route; empty = no restriction. */
  permissions: string[];
  children: RouteNode[];
}

import { findRouteChain } from "@kanya/core/menu";
import { type UIMatch, useMatches } from "react-router";
import { storedRouteTitle } from "./store-route-title";
import { useMenuRoutes } from "./use-menu-routes";

/** A route outside the server menu (account center, …) names its page with `handle: { title }`. */
interface TitleHandle {
  title?: string;
}

/** A page's title: the title stored when its menu item was chosen, else its menu entry's, else its route's. */
export function usePageTitle(pathname: string): string | undefined {
  const routes = useMenuRoutes();
  const matches = useMatches() as UIMatch<unknown, TitleHandle | undefined>[];
  return (
    storedRouteTitle(pathname) ??
    findRouteChain(routes, pathname)?.at(-1)?.title ??
    matches.findLast((match) => match.handle?.title)?.handle?.title
  );
}

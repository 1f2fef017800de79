import { type ReactNode, useMemo } from "react";
import { type Location, UNSAFE_LocationContext as LocationContext, NavigationType } from "react-router";

/**
 * Gives a kept-alive page the location it was opened at, so while it waits hidden behind another tab
 * its `useLocation()` / `useParams()` do not follow the router to a page it is not.
 */
export function FrozenLocation({ location, children }: { location: Location; children: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return <LocationContext value={value}>{children}</LocationContext>;
}

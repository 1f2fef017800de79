import { Activity, memo, type ReactElement } from "react";
import type { Location } from "react-router";
import { PageFrame } from "../layout/PageFrame";
import { FrozenLocation } from "./FrozenLocation";

/** A page as the router rendered it for one tab, with the location it belongs to. */
export interface PageSnapshot {
  element: ReactElement | null;
  location: Location;
}

/**
 * One tab's page, kept alive while another tab is shown: React's `<Activity>` hides it (its effects
 * stop, its state — a half-filled form, a scrolled list — stays) and shows it again as it was. Memoised:
 * a tab switch re-renders only the two pages whose `active` changed, and those only down to the snapshot.
 */
export const KeptPage = memo(function KeptPage({ page, active }: { page: PageSnapshot; active: boolean }) {
  return (
    <Activity mode={active ? "visible" : "hidden"}>
      <FrozenLocation location={page.location}>
        <PageFrame>{page.element}</PageFrame>
      </FrozenLocation>
    </Activity>
  );
});

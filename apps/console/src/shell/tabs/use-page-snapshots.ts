import type { WorkspaceTab } from "@kanya/core/workspace";
import { useRef } from "react";
import { type Location, useLocation, useOutlet } from "react-router";
import type { PageSnapshot } from "./KeptPage";

/** The same place: only the history entry's key differs when a tab is chosen again. */
const samePlace = (a: Location, b: Location) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/**
 * The router's page for every open tab: the current location's outlet is recorded under its full path,
 * the others are the last elements rendered for theirs; closed tabs are forgotten. Coming back to a kept
 * tab keeps its snapshot as it was (same element, same location), so React re-renders nothing of the page
 * and the tab switch only shows it again.
 */
export function usePageSnapshots(
  fullPath: string,
  tabs: readonly WorkspaceTab[],
): ReadonlyMap<string, PageSnapshot> {
  const location = useLocation();
  const outlet = useOutlet();
  const snapshots = useRef(new Map<string, PageSnapshot>());
  // A cache, not state: writing it during render keeps the page and its tab in one frame.
  const kept = snapshots.current.get(fullPath);
  if (!kept || !samePlace(kept.location, location))
    snapshots.current.set(fullPath, { element: outlet, location });
  const open = new Set(tabs.map((tab) => tab.fullPath));
  for (const path of snapshots.current.keys()) {
    if (!open.has(path) && path !== fullPath) snapshots.current.delete(path);
  }
  return snapshots.current;
}

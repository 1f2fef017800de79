import type { WorkspaceTab } from "@kanya/core/workspace";
import { useRef } from "react";
import { useLocation, useOutlet } from "react-router";
import type { PageSnapshot } from "./KeptPage";

/**
 * The router's page for every open tab: the current location's outlet is recorded under its full path,
 * the others are the last elements rendered for theirs; closed tabs are forgotten.
 */
export function usePageSnapshots(
  fullPath: string,
  tabs: readonly WorkspaceTab[],
): ReadonlyMap<string, PageSnapshot> {
  const location = useLocation();
  const outlet = useOutlet();
  const snapshots = useRef(new Map<string, PageSnapshot>());
  // A cache, not state: writing it during render keeps the page and its tab in one frame.
  snapshots.current.set(fullPath, { element: outlet, location });
  const open = new Set(tabs.map((tab) => tab.fullPath));
  for (const path of snapshots.current.keys()) {
    if (!open.has(path) && path !== fullPath) snapshots.current.delete(path);
  }
  return snapshots.current;
}

import { parseSavedQueries, type SavedQuery } from "@kanya/core/query";

/** Where saved queries live: `localStorage` by default; the console may pass its namespaced storage. */
export type SavedQueryStorage = Pick<Storage, "getItem" | "setItem">;

/** The saved list under `key`; a missing, unreadable or hand-broken entry reads as empty (never throws). */
export function readSavedQueries(storage: SavedQueryStorage | undefined, key: string): SavedQuery[] {
  try {
    const raw = storage?.getItem(key);
    return raw ? parseSavedQueries(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

export function writeSavedQueries(
  storage: SavedQueryStorage | undefined,
  key: string,
  list: readonly SavedQuery[],
): void {
  storage?.setItem(key, JSON.stringify(list));
}

/** The browser's localStorage where there is one (not during server rendering or in a locked-down frame). */
export function defaultStorage(): SavedQueryStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

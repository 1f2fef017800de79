import { createNamespacedStorage } from "@kanya/core/session";
import { titleStorageKey } from "@kanya/core/workspace";

// Titles are preferences of this browser, kept like JeecgBoot's (under pro__, without expiry).
const storage = createNamespacedStorage(globalThis.localStorage, { defaultTtlMs: null });

/** Spec §2: selecting a menu item stores its title under `route:title:` + path; tabs prefer it. */
export function storeRouteTitle(path: string, title: string): void {
  storage.set(titleStorageKey(path), title);
}

export function storedRouteTitle(path: string): string | undefined {
  const title = storage.get<unknown>(titleStorageKey(path));
  return typeof title === "string" && title ? title : undefined;
}

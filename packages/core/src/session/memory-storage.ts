import type { StorageLike } from "./namespaced-storage.js";

/** A Map-backed StorageLike for tests and for environments without `localStorage`. */
export function createMemoryStorage(): StorageLike & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get size() {
      return items.size;
    },
  };
}

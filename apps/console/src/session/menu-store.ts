import type { PermissionRecord } from "@kanya/core/access";
import type { RouteNode } from "@kanya/core/menu";

/** What the permission fetch gave for this page load; not persisted, refetched after a reload. */
export interface MenuState {
  routes: RouteNode[];
  auth: PermissionRecord[];
  allAuth: PermissionRecord[];
}

export interface MenuStore {
  get(): MenuState | undefined;
  set(state: MenuState): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** A tiny observable holder, read by the guard and (through useSyncExternalStore) by the layout. */
export function createMenuStore(): MenuStore {
  let state: MenuState | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set(next) {
      state = next;
      emit();
    },
    clear() {
      state = undefined;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { useSyncExternalStore } from "react";
import type { ClosableProps, HostEntry, ImperativeStore } from "./imperative-store";

/** The entries of an imperative store, re-rendering the host whenever one is added or removed. */
export function useHostEntries<T extends ClosableProps>(store: ImperativeStore<T>): readonly HostEntry<T>[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

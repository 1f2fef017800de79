/**
 * Value changes sent past the grid. An editable face gives the grid rows whose ids and order stay put
 * while their values change, and each drawn row reads its own latest object here: a typed character
 * re-renders the edited row alone, not the grid around it and the props of every drawn row.
 */
export interface RowUpdates<Row> {
  /** Calls `listener` when the row's object is replaced; returns the unsubscribe. */
  subscribe: (rowId: string, listener: () => void) => () => void;
  /**
   * The row's latest object (the grid's `rows` may hold an older one of the same row); `index` is where
   * the grid's rows have it, which value changes do not move.
   */
  latest: (rowId: string, index: number) => Row | undefined;
}

/**
 * A `RowUpdates` over `read`, with `changed(ids)` to tell the rows whose objects were replaced (every
 * subscribed row without ids).
 */
export function createRowUpdates<Row>(
  read: (rowId: string, index: number) => Row | undefined,
): RowUpdates<Row> & { changed: (rowIds?: Iterable<string>) => void } {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(rowId, listener) {
      const set = listeners.get(rowId) ?? new Set();
      listeners.set(rowId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(rowId);
      };
    },
    latest: read,
    changed(rowIds = [...listeners.keys()]) {
      for (const rowId of rowIds) for (const listener of listeners.get(rowId) ?? []) listener();
    },
  };
}

/**
 * The small store behind the imperative APIs (`message.success(…)`, `notification.open(…)`): a list of
 * entries that plain functions add and remove, and that one host component renders. Kept outside React
 * so the functions work from anywhere (event handlers, request interceptors) without a hook.
 */

/** One shown item. */
export interface HostEntry<T> {
  readonly key: string;
  readonly props: T;
  /** Bumped when the entry is replaced under the same key, so its timer starts again. */
  readonly version: number;
}

/** Every entry can tell the caller that it went away. */
export interface ClosableProps {
  onClose?: () => void;
}

export interface ImperativeStore<T extends ClosableProps> {
  /** Shows `props` (replacing the entry with the same `key`, if any) and returns the entry's key. */
  open(props: T, key?: string): string;
  /** Removes the entry and calls its `onClose`; nothing happens for an unknown key. */
  close(key: string): void;
  /** Removes every entry (each `onClose` is called). */
  closeAll(): void;
  subscribe(listener: () => void): () => void;
  /** The current entries, oldest first; the same array until something changes. */
  getSnapshot(): readonly HostEntry<T>[];
}

export function createImperativeStore<T extends ClosableProps>(keyPrefix: string): ImperativeStore<T> {
  let entries: readonly HostEntry<T>[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();

  const commit = (next: readonly HostEntry<T>[]) => {
    entries = next;
    for (const listener of listeners) listener();
  };

  const remove = (predicate: (entry: HostEntry<T>) => boolean) => {
    const gone = entries.filter(predicate);
    if (gone.length === 0) return;
    commit(entries.filter((entry) => !predicate(entry)));
    for (const entry of gone) entry.props.onClose?.();
  };

  return {
    open(props, key) {
      const existing = key === undefined ? undefined : entries.find((entry) => entry.key === key);
      if (existing) {
        const replaced = { key: existing.key, props, version: existing.version + 1 };
        commit(entries.map((entry) => (entry === existing ? replaced : entry)));
        return existing.key;
      }
      counter += 1;
      const entry = { key: key ?? `${keyPrefix}-${counter}`, props, version: 0 };
      commit([...entries, entry]);
      return entry.key;
    },
    close(key) {
      remove((entry) => entry.key === key);
    },
    closeAll() {
      remove(() => true);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot() {
      return entries;
    },
  };
}

/** The subset of the Web Storage API we need; `localStorage` satisfies it, and so does a Map-backed fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** How long session values (token, user info, dictionaries, tenant) live: 7 days, as JeecgBoot's UI keeps them. */
export const SESSION_TTL_MS = 604_800_000;
/** Storage namespace prefix used by the console. */
export const STORAGE_PREFIX = "pro__";

interface StoredEntry<T> {
  value: T;
  /** Epoch ms after which the entry is treated as absent; null = never expires. */
  expire: number | null;
}

export interface NamespacedStorage {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlMs?: number | null): void;
  remove(key: string): void;
}

export interface NamespacedStorageOptions {
  prefix?: string;
  /** Default lifetime of a value; `null` keeps values until removed. */
  defaultTtlMs?: number | null;
  now?: () => number;
}

/**
 * Namespaced storage with expiry. Values are JSON-encoded under `prefix + key`; an expired or
 * unreadable entry reads as absent and is removed, so a corrupt value never breaks start-up.
 */
export function createNamespacedStorage(
  backend: StorageLike,
  { prefix = STORAGE_PREFIX, defaultTtlMs = SESSION_TTL_MS, now = Date.now }: NamespacedStorageOptions = {},
): NamespacedStorage {
  const fullKey = (key: string) => prefix + key;
  return {
    get<T>(key: string): T | undefined {
      const raw = backend.getItem(fullKey(key));
      if (raw === null) return undefined;
      const entry = parseEntry<T>(raw);
      if (!entry || (entry.expire !== null && entry.expire <= now())) {
        backend.removeItem(fullKey(key));
        return undefined;
      }
      return entry.value;
    },
    set<T>(key: string, value: T, ttlMs: number | null = defaultTtlMs): void {
      const entry: StoredEntry<T> = { value, expire: ttlMs === null ? null : now() + ttlMs };
      backend.setItem(fullKey(key), JSON.stringify(entry));
    },
    remove(key: string): void {
      backend.removeItem(fullKey(key));
    },
  };
}

function parseEntry<T>(raw: string): StoredEntry<T> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === "object" && parsed !== null && "value" in parsed && "expire" in parsed) {
      const expire = (parsed as { expire: unknown }).expire;
      if (expire === null || typeof expire === "number") return parsed as StoredEntry<T>;
    }
  } catch {
    // Unreadable JSON: treated as absent below.
  }
  return undefined;
}

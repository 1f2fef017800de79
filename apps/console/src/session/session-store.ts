import type { DictItemsByCode, LoginResult, SysDepart, SysTenant, SysUser } from "@kanya/client";
import {
  createNamespacedStorage,
  type NamespacedStorageOptions,
  type StorageLike,
} from "@kanya/core/session";

/** Storage keys as JeecgBoot's Vue UI names them, so a session survives switching between the two UIs. */
export const SESSION_KEYS = {
  token: "Access-Token",
  user: "Login_Userinfo",
  dictionaries: "UI_CACHE_DB_DICT_DATA",
  tenantId: "TENANT_ID",
  departs: "Login_Departs",
  tenants: "Login_Tenants",
  lastOperateAt: "LAST_OPERATE_TIME",
} as const;

export interface SessionStore {
  getToken(): string | undefined;
  getUser(): SysUser | undefined;
  getDictionaries(): DictItemsByCode | undefined;
  /** The current tenant: the first of the login's tenant list, or none. */
  getTenantId(): number | undefined;
  getDeparts(): SysDepart[];
  getTenants(): SysTenant[];
  /** Keeps what a sign-in returns, each value for 7 days. */
  saveLogin(result: LoginResult): void;
  setDictionaries(items: DictItemsByCode): void;
  /** Replaces the stored user, e.g. after `/sys/selectDepart` answered the user of the new department. */
  setUser(user: SysUser): void;
  /** Forgets token and cached user info (sign-out, or opening a login page while signed in). */
  clear(): void;
  /** When a list last loaded (spec §4: 30 minutes without one ends the session); a sign-in starts the clock. */
  getLastOperateAt(): number | undefined;
  recordOperation(at?: number): void;
  /** Called after every change made through this store (sign-in, department switch, sign-out). */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every change: the snapshot React's `useSyncExternalStore` compares. */
  version(): number;
}

export function createSessionStore(backend: StorageLike, options?: NamespacedStorageOptions): SessionStore {
  const storage = createNamespacedStorage(backend, options);
  const now = options?.now ?? Date.now;
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    getToken: () => storage.get<string>(SESSION_KEYS.token) || undefined,
    getUser: () => storage.get<SysUser>(SESSION_KEYS.user),
    getDictionaries: () => storage.get<DictItemsByCode>(SESSION_KEYS.dictionaries),
    getTenantId: () => storage.get<number>(SESSION_KEYS.tenantId),
    getDeparts: () => storage.get<SysDepart[]>(SESSION_KEYS.departs) ?? [],
    getTenants: () => storage.get<SysTenant[]>(SESSION_KEYS.tenants) ?? [],
    saveLogin(result) {
      storage.set(SESSION_KEYS.token, result.token);
      storage.set(SESSION_KEYS.user, result.userInfo);
      storage.set(SESSION_KEYS.departs, result.departs ?? []);
      storage.set(SESSION_KEYS.tenants, result.tenantList ?? []);
      const tenant = result.tenantList?.[0];
      if (tenant) storage.set(SESSION_KEYS.tenantId, tenant.id);
      else storage.remove(SESSION_KEYS.tenantId);
      if (result.sysAllDictItems) storage.set(SESSION_KEYS.dictionaries, result.sysAllDictItems);
      storage.set(SESSION_KEYS.lastOperateAt, now());
      changed();
    },
    setDictionaries(items) {
      storage.set(SESSION_KEYS.dictionaries, items);
      changed();
    },
    getLastOperateAt: () => storage.get<number>(SESSION_KEYS.lastOperateAt),
    recordOperation(at = now()) {
      storage.set(SESSION_KEYS.lastOperateAt, at);
    },
    setUser(user) {
      storage.set(SESSION_KEYS.user, user);
      changed();
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

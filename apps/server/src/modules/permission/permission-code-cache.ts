/**
 * Each user's permission codes in memory, tagged with the grants version (the write version of
 * GRANT_TABLES) read before they were loaded. The guard reads the current grants version in its
 * authentication query, so a grant changed by any process makes the next request reload: a guarded
 * request costs one round trip while grants stay as they are.
 */
export interface PermissionCodeCache {
  /** The user's codes as of `grantsVersion` or later; loads them when the cached set is older. */
  codesOf(userId: string, grantsVersion: string): Promise<ReadonlySet<string>>;
}

/** Far above the users active at once; past it the cache starts over rather than grow without bound. */
const MAX_USERS = 10_000;

export function createPermissionCodeCache(
  load: (userId: string) => Promise<ReadonlySet<string>>,
  maxUsers = MAX_USERS,
): PermissionCodeCache {
  // A pending load is shared, so a burst of requests of one user loads once; a failed one is dropped.
  const entries = new Map<string, { version: string; codes: Promise<ReadonlySet<string>> }>();
  return {
    codesOf(userId, grantsVersion) {
      const cached = entries.get(userId);
      if (cached?.version === grantsVersion) return cached.codes;
      if (entries.size >= maxUsers) entries.clear();
      const codes = load(userId);
      const entry = { version: grantsVersion, codes };
      entries.set(userId, entry);
      codes.catch(() => {
        if (entries.get(userId) === entry) entries.delete(userId);
      });
      return codes;
    },
  };
}

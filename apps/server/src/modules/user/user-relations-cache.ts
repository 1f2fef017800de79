/*
 * The user list's related values per user (department names, tenant ids) kept in memory with the write
 * version of the tables they come from, as read when the request began (TableVersions): a page then needs
 * no query of its own for them while those tables stay as they are, and a write through any process makes
 * the next request load them again.
 */

/** The tables a user's related values are read from. */
export const USER_RELATION_TABLES = ["sys_user_depart", "sys_depart", "sys_user_tenant"] as const;

export interface UserRelations {
  readonly departNames: string | null;
  readonly tenantIds: string | null;
}

/** Far above the users shown at once; past it the map starts over rather than grow without bound. */
const MAX_USERS = 10_000;

/** Per owner (a database handle): the values loaded at one version, by user id. */
const keptByOwner = new WeakMap<object, { version: string; byUser: Map<string, UserRelations> }>();

/**
 * The related values of `userIds` as of `version` or later: those kept at that version, the rest from
 * `load` (which runs after `version` was read, so what it returns is kept at that version).
 */
export async function userRelations(
  owner: object,
  version: string,
  userIds: readonly string[],
  load: (userIds: readonly string[]) => Promise<Map<string, UserRelations>>,
): Promise<Map<string, UserRelations>> {
  let kept = keptByOwner.get(owner);
  if (kept?.version !== version) {
    kept = { version, byUser: new Map() };
    keptByOwner.set(owner, kept);
  }
  const found = new Map<string, UserRelations>();
  const missing: string[] = [];
  for (const id of userIds) {
    const hit = kept.byUser.get(id);
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const loaded = await load(missing);
  if (kept.byUser.size + missing.length > MAX_USERS) kept.byUser.clear();
  for (const id of missing) {
    const relations = loaded.get(id) ?? { departNames: null, tenantIds: null };
    kept.byUser.set(id, relations);
    found.set(id, relations);
  }
  return found;
}

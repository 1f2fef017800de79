import type { KanyaClient } from "@kanya/client";
import type { ConsoleHarness } from "./harness";
import { SEEDED_PASSWORD } from "./signed-in";

export interface GrantedUser {
  /** The account; also the code of its role. */
  username: string;
  /** The user's name; also the name of its role. */
  realname: string;
  /** Menu pages by url, each granted with the menu it sits in. */
  menus: readonly string[];
  /** Button and API codes (`perms`), e.g. `system:user:list`: the only ones the user holds. */
  codes: readonly string[];
  /** The tenant the user works in (records such as positions are a tenant's); none by default. */
  tenantId?: number | null | undefined;
}

/**
 * Adds, through the administrator's API, a role holding exactly `menus` and `codes` and a user (password
 * 123456) with only that role: the account a "without the codes" test signs in as. Returns the role.
 */
export async function addGrantedUser(
  h: ConsoleHarness,
  admin: KanyaClient,
  user: GrantedUser,
): Promise<{ roleId: string; roleCode: string }> {
  const roleCode = user.username;
  succeeded(await admin.sys.role.add({ roleName: user.realname, roleCode }), `adding role ${roleCode}`);
  const roleId = (await admin.sys.role.list({ roleCode })).result.records[0]?.id;
  if (!roleId) throw new Error(`Role ${roleCode} not found after adding it`);

  const menus = await h.db
    .selectFrom("sys_permission")
    .select(["id", "parent_id"])
    .where("url", "in", [...user.menus])
    .execute();
  const codes = await h.db
    .selectFrom("sys_permission")
    .select("id")
    .where("perms", "in", [...user.codes])
    .execute();
  // A url or code that matches nothing would grant less than the test means to, silently.
  if (menus.length !== user.menus.length || codes.length !== user.codes.length) {
    throw new Error(`Not every menu of ${user.menus} and code of ${user.codes} is seeded once`);
  }
  const permissionIds = new Set([
    ...menus.flatMap((m) => [m.id, m.parent_id ?? ""]),
    ...codes.map((c) => c.id),
  ]);
  permissionIds.delete("");
  succeeded(
    await admin.sys.permission.saveRolePermission(roleId, {
      permissionIds: [...permissionIds],
      lastPermissionIds: [],
    }),
    `granting role ${roleCode}`,
  );
  succeeded(
    await admin.sys.user.add({
      username: user.username,
      realname: user.realname,
      password: SEEDED_PASSWORD,
      selectedroles: roleId,
      ...(user.tenantId != null ? { relTenantIds: String(user.tenantId) } : {}),
    }),
    `adding user ${user.username}`,
  );
  return { roleId, roleCode };
}

function succeeded(answer: { success: boolean; message?: string }, what: string): void {
  if (!answer.success) throw new Error(`${what} failed: ${answer.message}`);
}

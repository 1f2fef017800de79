import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema";
import type { AppEnv } from "../../src/http/env";
import { newId } from "../../src/ids";
import { inProcessClient, signIn } from "./client";
import { createTestUser } from "./users";

/**
 * A user of its own holding exactly the given permission codes (through a new role and button rows,
 * without relying on the seed's grants), member of the given tenants, working in `orgCode`'s department.
 */
export async function createGrantedUser(
  db: Kysely<Database>,
  codes: readonly string[],
  options: { tenants?: readonly number[]; orgCode?: string } = {},
): Promise<{ id: string; username: string; password: string; roleId: string }> {
  const roleId = newId();
  await db
    .insertInto("sys_role")
    .values({
      id: roleId,
      role_code: `test_${randomBytes(5).toString("hex")}`,
      role_name: "测试角色",
      tenant_id: 0,
    })
    .execute();
  for (const code of codes) {
    const permissionId = newId();
    await db
      .insertInto("sys_permission")
      .values({
        id: permissionId,
        name: `test ${code}`,
        menu_type: 2,
        perms: code,
        perms_type: "1",
        status: "1",
        del_flag: 0,
        is_leaf: 1,
      })
      .execute();
    await db
      .insertInto("sys_role_permission")
      .values({ id: newId(), role_id: roleId, permission_id: permissionId })
      .execute();
  }
  const user = await createTestUser(db, { roleId, orgCode: options.orgCode });
  for (const tenantId of options.tenants ?? []) {
    await db
      .insertInto("sys_user_tenant")
      .values({ id: newId(), user_id: user.id, tenant_id: tenantId, status: "1" })
      .execute();
  }
  return { ...user, roleId };
}

/** A signed-in client for a user holding the given codes; `tenantId` is the tenant header it sends. */
export async function grantedClient(
  app: Hono<AppEnv>,
  db: Kysely<Database>,
  codes: readonly string[],
  options: { tenants?: readonly number[]; tenantId?: number | null; orgCode?: string } = {},
) {
  const user = await createGrantedUser(db, codes, options);
  const token = await signIn(app, user.username, user.password);
  const session = { token, tenantId: options.tenantId ?? null };
  return { user, token, session, client: inProcessClient(app, session) };
}

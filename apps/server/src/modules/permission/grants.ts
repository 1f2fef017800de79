import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { newId } from "../../ids";

/**
 * Who holds which sys_permission rows: roles (sys_role_permission), departments (sys_depart_permission,
 * the ceiling for their department roles) and department roles (sys_depart_role_permission). Saving
 * follows JeecgBoot: the client sends the checked ids and the ids it loaded (`lastpermissionIds`); ids
 * newly checked are granted, ids unchecked are revoked, ids in neither are left alone.
 */
export interface GrantChange {
  permissionIds: readonly string[];
  lastPermissionIds: readonly string[];
}

export const MSG_SAVED = "保存成功！";

/** Ids checked now but not before (to grant) and before but not now (to revoke). */
export function diffGrants(change: GrantChange): { grant: string[]; revoke: string[] } {
  const now = new Set(change.permissionIds);
  const before = new Set(change.lastPermissionIds);
  return {
    grant: [...now].filter((id) => !before.has(id)),
    revoke: [...before].filter((id) => !now.has(id)),
  };
}

/** Refuses ids that name no (undeleted) permission row, so no dangling grant is ever stored. */
export async function requireExistingPermissions(
  trx: Transaction<Database> | Kysely<Database>,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx
    .selectFrom("sys_permission")
    .select("id")
    .where("id", "in", ids)
    .where("del_flag", "=", 0)
    .execute();
  if (found.length !== ids.length) {
    const known = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    throw new BusinessError(`菜单权限不存在：${missing.slice(0, 5).join(",")}`);
  }
}

/** The permission ids granted to a role. */
export async function rolePermissionIds(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("sys_role_permission")
    .select("permission_id")
    .where("role_id", "=", roleId)
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => (r.permission_id ? [r.permission_id] : []));
}

/** Applies a role's grant change in one transaction. */
export async function saveRoleGrants(
  db: Kysely<Database>,
  roleId: string,
  change: GrantChange,
  operateIp: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const role = await trx.selectFrom("sys_role").select("id").where("id", "=", roleId).executeTakeFirst();
    if (!role) throw new BusinessError("未找到角色信息");
    const { grant, revoke } = diffGrants(change);
    await requireExistingPermissions(trx, grant);
    if (revoke.length > 0) {
      await trx
        .deleteFrom("sys_role_permission")
        .where("role_id", "=", roleId)
        .where("permission_id", "in", revoke)
        .execute();
    }
    const held = new Set(
      grant.length === 0
        ? []
        : (
            await trx
              .selectFrom("sys_role_permission")
              .select("permission_id")
              .where("role_id", "=", roleId)
              .where("permission_id", "in", grant)
              .execute()
          ).map((r) => r.permission_id),
    );
    const fresh = grant.filter((id) => !held.has(id));
    if (fresh.length > 0) {
      const now = new Date();
      await trx
        .insertInto("sys_role_permission")
        .values(
          fresh.map((permissionId) => ({
            id: newId(),
            role_id: roleId,
            permission_id: permissionId,
            operate_date: now,
            operate_ip: operateIp,
          })),
        )
        .execute();
    }
  });
}

/** The permission ids granted to a department. */
export async function departPermissionIds(db: Kysely<Database>, departId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("sys_depart_permission")
    .select("permission_id")
    .where("depart_id", "=", departId)
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => (r.permission_id ? [r.permission_id] : []));
}

/**
 * Applies a department's grant change. A permission taken from the department is also taken from its
 * department roles: they may only hold what their department holds.
 */
export async function saveDepartGrants(db: Kysely<Database>, departId: string, change: GrantChange) {
  await db.transaction().execute(async (trx) => {
    const { grant, revoke } = diffGrants(change);
    await requireExistingPermissions(trx, grant);
    if (revoke.length > 0) {
      await trx
        .deleteFrom("sys_depart_permission")
        .where("depart_id", "=", departId)
        .where("permission_id", "in", revoke)
        .execute();
      await trx
        .deleteFrom("sys_depart_role_permission")
        .where("depart_id", "=", departId)
        .where("permission_id", "in", revoke)
        .execute();
    }
    const held = new Set(await departPermissionIds(trx, departId));
    const fresh = grant.filter((id) => !held.has(id));
    if (fresh.length > 0) {
      await trx
        .insertInto("sys_depart_permission")
        .values(
          fresh.map((permissionId) => ({ id: newId(), depart_id: departId, permission_id: permissionId })),
        )
        .execute();
    }
  });
}

/** The permission ids granted to a department role. */
export async function departRolePermissionIds(db: Kysely<Database>, roleId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("sys_depart_role_permission")
    .select("permission_id")
    .where("role_id", "=", roleId)
    .orderBy("id")
    .execute();
  return rows.flatMap((r) => (r.permission_id ? [r.permission_id] : []));
}

/**
 * Applies a department role's grant change. Unlike JeecgBoot (which trusts its UI to offer only the
 * department's own permissions), a permission the department does not hold is refused here, so a
 * department administrator cannot hand out rights the department was never given.
 */
export async function saveDepartRoleGrants(
  db: Kysely<Database>,
  role: { id: string; departId: string },
  change: GrantChange,
  operateIp: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { grant, revoke } = diffGrants(change);
    if (grant.length > 0) {
      const allowed = new Set(await departPermissionIds(trx, role.departId));
      const outside = grant.filter((id) => !allowed.has(id));
      if (outside.length > 0) throw new BusinessError("只能授予本部门已拥有的权限");
    }
    if (revoke.length > 0) {
      await trx
        .deleteFrom("sys_depart_role_permission")
        .where("role_id", "=", role.id)
        .where("permission_id", "in", revoke)
        .execute();
    }
    const held = new Set(await departRolePermissionIds(trx, role.id));
    const fresh = grant.filter((id) => !held.has(id));
    if (fresh.length > 0) {
      const now = new Date();
      await trx
        .insertInto("sys_depart_role_permission")
        .values(
          fresh.map((permissionId) => ({
            id: newId(),
            depart_id: role.departId,
            role_id: role.id,
            permission_id: permissionId,
            operate_date: now,
            operate_ip: operateIp,
          })),
        )
        .execute();
    }
  });
}

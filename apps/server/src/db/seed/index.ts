import { type Kysely, sql } from "kysely";
import { hashPassword, newPasswordSalt } from "../../auth/password";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import { departId, departs } from "./departs";
import { dictItems, dicts } from "./dicts";
import { grants } from "./grants";
import { permissions } from "./menus";
import { ROLE_ID, type RoleCode, roles } from "./roles";
import { tenants } from "./tenants";
import { users } from "./users";

/** Any constant works; it only has to be the same for every instance seeding the same database. */
const SEED_LOCK_ID = 20241125;

/**
 * Fills an empty database with JeecgBoot-like demo data (users, roles, departments, tenants, menus,
 * dictionaries). Runs in one transaction under an advisory lock, so concurrent first starts seed once.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const anyUser = await trx.selectFrom("sys_user").select("id").limit(1).executeTakeFirst();
    if (anyUser) return false;

    await trx.insertInto("sys_tenant").values(tenants).execute();
    await trx.insertInto("sys_depart").values(departs).execute();
    await trx.insertInto("sys_role").values(roles).execute();
    await trx.insertInto("sys_permission").values(permissions).execute();
    await trx.insertInto("sys_dict").values(dicts).execute();
    await trx.insertInto("sys_dict_item").values(dictItems).execute();
    await trx
      .insertInto("sys_role_permission")
      .values(
        Object.entries(grants).flatMap(([code, permissionIds]) =>
          permissionIds.map((permissionId) => ({
            id: stableId(`grant:${code}:${permissionId}`),
            role_id: ROLE_ID[code as RoleCode],
            permission_id: permissionId,
          })),
        ),
      )
      .execute();

    for (const user of users) {
      const salt = newPasswordSalt();
      await trx
        .insertInto("sys_user")
        .values({ ...user.row, salt, password: await hashPassword(user.password, salt) })
        .execute();
      const userId = user.row.id;
      for (const role of user.roles) {
        await trx
          .insertInto("sys_user_role")
          .values({
            id: stableId(`user-role:${userId}:${role}`),
            user_id: userId,
            role_id: ROLE_ID[role],
            tenant_id: 0,
          })
          .execute();
      }
      for (const tenantId of user.tenants) {
        await trx
          .insertInto("sys_user_tenant")
          .values({
            id: stableId(`user-tenant:${userId}:${tenantId}`),
            user_id: userId,
            tenant_id: tenantId,
            status: "1",
          })
          .execute();
      }
      for (const orgCode of user.departs) {
        await trx
          .insertInto("sys_user_depart")
          .values({
            id: stableId(`user-depart:${userId}:${orgCode}`),
            user_id: userId,
            dep_id: departId(orgCode),
          })
          .execute();
      }
    }
    return true;
  });
}

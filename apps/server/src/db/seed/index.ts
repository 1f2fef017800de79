import { type Kysely, sql } from "kysely";
import { hashPassword, newPasswordSalt } from "../../auth/password";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import { seedCommonData } from "./common";
import { departId, departs } from "./departs";
import { dictItems, dicts } from "./dicts";
import { applySeedPermissions } from "./permission-rows";
import { dataRules, ORDER_OWN_RULE_ID, positions } from "./positions";
import { ROLE_ID, roles } from "./roles";
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
    await trx.insertInto("sys_dict").values(dicts).execute();
    await trx.insertInto("sys_dict_item").values(dictItems).execute();
    // Menus, buttons (one per permission-code catalog entry) and the roles' grants.
    await applySeedPermissions(trx);
    await trx.insertInto("sys_position").values(positions).execute();
    await trx.insertInto("sys_permission_data_rule").values(dataRules).execute();
    // The finance role is authorised to the example rule on 医疗订单.
    await trx
      .updateTable("sys_role_permission")
      .set({ data_rule_ids: ORDER_OWN_RULE_ID })
      .where("role_id", "=", ROLE_ID.caiwu)
      .where("permission_id", "=", dataRules[0]?.permission_id ?? "")
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
    // Categories, announcements, message templates, rules, jobs and gateway routes (migration 0006).
    await seedCommonData(trx);
    return true;
  });
}

import { type Kysely, sql } from "kysely";
import { hashPassword, newPasswordSalt } from "../../auth/password";
import { stableId } from "../../ids";
import type { Database } from "../schema";
import { seedBusinessData } from "./business";
import { seedCommonData } from "./common";
import { seedDentistryData } from "./dentistry";
import { departId, departs } from "./departs";
import { dictItems, dicts } from "./dicts";
import { seedInsuranceData } from "./insurance";
import { seedOnlineReports } from "./online-reports";
import { applySeedPermissions } from "./permission-rows";
import { dataRules, ORDER_PAID_RULE_ID, positions } from "./positions";
import { ROLE_ID, roles } from "./roles";
import { seedServiceRecords } from "./service-records";
import { tenants } from "./tenants";
import { users } from "./users";

/** Any constant works; it only has to be the same for every instance seeding the same database. */
const SEED_LOCK_ID = 20241125;

/**
 * Fills an empty database with JeecgBoot-like demo data (users, roles, departments, tenants, menus,
 * dictionaries). Runs in one transaction under an advisory lock, so concurrent first starts seed once.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const anyUser = await trx.selectFrom("sys_user").select("id").limit(1).executeTakeFirst();
    if (anyUser) return false;
    // The data log's trigger dates the versions the seed writes on the seed's clock (migration 0021).
    await sql`select set_config('kanya.now', ${now.toISOString()}, true)`.execute(trx);

    await trx.insertInto("sys_tenant").values(tenants).execute();
    await trx.insertInto("sys_depart").values(departs).execute();
    await trx.insertInto("sys_role").values(roles).execute();
    await trx.insertInto("sys_dict").values(dicts).execute();
    await trx.insertInto("sys_dict_item").values(dictItems).execute();
    // Menus, buttons (one per permission-code catalog entry) and the roles' grants.
    await applySeedPermissions(trx);
    await trx.insertInto("sys_position").values(positions).execute();
    await trx.insertInto("sys_permission_data_rule").values(dataRules).execute();
    // 渠道运营 is authorised to 不含待支付订单 on 医疗订单 (the 只看自己创建的订单 example is held by no role).
    await trx
      .updateTable("sys_role_permission")
      .set({ data_rule_ids: ORDER_PAID_RULE_ID })
      .where("role_id", "=", ROLE_ID.channelOps)
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
    await seedCommonData(trx, now);
    // The health-services business demo: channels, customers, cards, patients, hospitals, orders (0013).
    await seedBusinessData(trx, now);
    // The dentistry stores, dentists, patients, orders and their items (0019).
    await seedDentistryData(trx, now);
    // Insurers' policies and claims with their invoices and flow history (0017).
    await seedInsuranceData(trx, now);
    // Work orders with their handling records, consultations and health reports (0018).
    await seedServiceRecords(trx, now);
    // Online reports over the users and the orders (migration 0015).
    await seedOnlineReports(trx);
    return true;
  });
}

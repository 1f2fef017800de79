import type { Kysely } from "kysely";
import type { Database, SysTenantRow } from "../../db/schema";

/** The tenants a user belongs to (`sys_user_tenant`), normal relations of normal tenants, by id. */
export async function listUserTenants(db: Kysely<Database>, userId: string): Promise<SysTenantRow[]> {
  return db
    .selectFrom("sys_tenant")
    .innerJoin("sys_user_tenant", "sys_user_tenant.tenant_id", "sys_tenant.id")
    .selectAll("sys_tenant")
    .where("sys_user_tenant.user_id", "=", userId)
    .where("sys_user_tenant.status", "=", "1")
    .where("sys_tenant.status", "=", 1)
    .where((eb) => eb.or([eb("sys_tenant.del_flag", "is", null), eb("sys_tenant.del_flag", "=", 0)]))
    .orderBy("sys_tenant.id")
    .execute();
}

import type { Kysely } from "kysely";
import type { Database, SysDepartRow } from "../../db/schema";

/** The departments a user belongs to (`sys_user_depart`), in tree order. */
export async function listUserDeparts(db: Kysely<Database>, userId: string): Promise<SysDepartRow[]> {
  return db
    .selectFrom("sys_depart")
    .innerJoin("sys_user_depart", "sys_user_depart.dep_id", "sys_depart.id")
    .selectAll("sys_depart")
    .where("sys_user_depart.user_id", "=", userId)
    .where((eb) => eb.or([eb("sys_depart.del_flag", "is", null), eb("sys_depart.del_flag", "=", "0")]))
    .orderBy("sys_depart.org_code")
    .execute();
}

import { type Expression, expressionBuilder, type SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import { escapeLike } from "../../http/list";

/** Conditions on `sys_user` for the membership lists, on top of the user list's own. */
const eb = expressionBuilder<Database, "sys_user">();

/** Users holding the role. */
export function roleUserCondition(roleId: string): Expression<SqlBool> {
  return eb("id", "in", eb.selectFrom("sys_user_role").select("user_id").where("role_id", "=", roleId));
}

/** Users of the department with this org code or of any department below it. */
export function departUserCondition(orgCode: string): Expression<SqlBool> {
  return eb(
    "id",
    "in",
    eb
      .selectFrom("sys_user_depart as ud")
      .innerJoin("sys_depart as d", "d.id", "ud.dep_id")
      .select("ud.user_id")
      .where("d.org_code", "like", `${escapeLike(orgCode)}%`),
  );
}

import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { type SysPermissionDataRuleJson, toSysPermissionDataRuleJson } from "../../wire/sys-permission";
import { idList } from "./input";

/*
 * Which data rules of a menu a grant carries (`data_rule_ids`), for the three kinds of grant JeecgBoot has:
 * a role's (sys_role_permission), a department's (sys_depart_permission) and a department role's
 * (sys_depart_role_permission). One reading and one saving for all three; each names its table and keys.
 */

export type GrantTable = "sys_role_permission" | "sys_depart_permission" | "sys_depart_role_permission";

/** The grant's key columns besides `permission_id`, e.g. `{ role_id: "…" }`. */
export type GrantKey = Readonly<Record<string, string>>;

export const MSG_RULES_NOT_FOUND = "未找到权限配置信息";

export interface GrantRules {
  /** `{datarule, drChecked?}`: the menu's rules, and those the grant carries (comma-separated). */
  read(
    permissionId: string,
    key: GrantKey,
  ): Promise<{ datarule: SysPermissionDataRuleJson[]; drChecked?: string }>;
  /** Sets the rules the grant carries; the grant must exist and each rule must belong to the menu. */
  save(permissionId: string, key: GrantKey, dataRuleIds: string): Promise<void>;
}

export function grantRules(db: Kysely<Database>, table: GrantTable, missingGrant: string): GrantRules {
  // biome-ignore lint/suspicious/noExplicitAny: the grant table and its key columns are chosen by the caller
  type AnyDb = Kysely<any>;
  const anyDb = db as unknown as AnyDb;
  const grantOf = (trx: AnyDb, permissionId: string, key: GrantKey) => {
    let query = trx
      .selectFrom(table)
      .select(["id", "data_rule_ids"])
      .where("permission_id", "=", permissionId);
    for (const [column, value] of Object.entries(key)) query = query.where(sql.ref(column), "=", value);
    return query.executeTakeFirst() as Promise<{ id: string; data_rule_ids: string | null } | undefined>;
  };

  return {
    async read(permissionId, key) {
      const rules = await db
        .selectFrom("sys_permission_data_rule")
        .selectAll()
        .where("permission_id", "=", permissionId)
        .orderBy("create_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .execute();
      if (rules.length === 0) throw new BusinessError(MSG_RULES_NOT_FOUND);
      const checked = (await grantOf(anyDb, permissionId, key))?.data_rule_ids?.replace(/,$/, "");
      return { datarule: rules.map(toSysPermissionDataRuleJson), ...(checked ? { drChecked: checked } : {}) };
    },

    async save(permissionId, key, dataRuleIds) {
      const ids = idList(dataRuleIds);
      await anyDb.transaction().execute(async (trx) => {
        const grant = await grantOf(trx, permissionId, key);
        if (!grant) throw new BusinessError(missingGrant);
        if (ids.length > 0) {
          const known = await trx
            .selectFrom("sys_permission_data_rule")
            .select("id")
            .where("permission_id", "=", permissionId)
            .where("id", "in", ids)
            .execute();
          if (known.length !== ids.length) throw new BusinessError("数据规则不属于该菜单");
        }
        await trx
          .updateTable(table)
          .set({ data_rule_ids: ids.join(",") })
          .where("id", "=", grant.id)
          .execute();
      });
    },
  };
}

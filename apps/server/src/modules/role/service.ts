import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { tenantCondition } from "../../http/tenant-scope";
import { nestPermissionRows, type TreeModelJson, toTreeModel } from "../../wire/sys-permission";
import { type SysRoleJson, toSysRoleJson } from "../../wire/sys-role";

export const MSG_ROLE_CODE_TAKEN = "角色编码已存在";
export const MSG_ROLE_NOT_FOUND = "未找到对应实体";
export const MSG_NO_ROLES = "未找到角色信息";

/** Who acts: for create_by/update_by, and the tenant whose roles (plus shared ones) they may touch. */
export interface RoleActor {
  readonly username: string;
  readonly tenantId: number | null;
}

export type RoleService = ReturnType<typeof createRoleService>;

// `clock` stays in the deps for the callers; the writes moved to the resource routes (http/crud).
export function createRoleService({ db }: { db: Kysely<Database>; clock?: () => Date }) {
  /** Role codes are unique across tenants (the table's unique key), so the check is too. */
  async function codeTaken(roleCode: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom("sys_role").select("id").where("role_code", "=", roleCode);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }

  return {
    async all(tenantId: number | null): Promise<SysRoleJson[]> {
      const rows = await db
        .selectFrom("sys_role")
        .selectAll()
        .where((eb) => tenantCondition(eb, tenantId, { sharing: "withShared" }))
        .orderBy("create_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .execute();
      return rows.map(toSysRoleJson);
    },

    codeTaken,

    /** The role authorisation tree: every menu and button as TreeModel (with the data-rule slot), and every id. */
    async permissionTree(): Promise<{ treeList: TreeModelJson[]; ids: string[] }> {
      const rows = await db
        .selectFrom("sys_permission")
        .selectAll()
        .where("del_flag", "=", 0)
        .orderBy("sort_no", (ob) => ob.asc().nullsFirst())
        .orderBy("id")
        .execute();
      return {
        treeList: nestPermissionRows(rows, (row) => toTreeModel(row, { ruleSlot: true })),
        ids: rows.map((row) => row.id),
      };
    },
  };
}

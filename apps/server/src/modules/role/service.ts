import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import { defineListSpec } from "../../http/list";
import { optionalText } from "../../http/params";
import { rowInTenant, tenantCondition, tenantOfNewRow } from "../../http/tenant-scope";
import { newId } from "../../ids";
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

export interface RoleInput {
  roleName: string;
  roleCode: string;
  description: string | null;
}

/** `/sys/role/list`: roles of the request's tenant and shared roles. */
export const roleListSpec = defineListSpec({
  table: "sys_role",
  fields: {
    id: { column: "id", type: "string" },
    roleName: { column: "role_name", type: "string" },
    roleCode: { column: "role_code", type: "string" },
    description: { column: "description", type: "string" },
    tenantId: { column: "tenant_id", type: "integer" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateBy: { column: "update_by", type: "string" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  where: (eb, ctx) => tenantCondition(eb, ctx.tenantId, { sharing: "withShared" }),
  toRecords: (rows) => rows.map(toSysRoleJson),
});

const ROLE_CODE = /^[A-Za-z0-9_:.-]+$/;

/** A role's fields from a body; `roleCode` must be a plain code (letters, digits, `_ : . -`). */
export function parseRoleInput(body: Record<string, unknown>): RoleInput {
  const roleName = optionalText(body, "roleName", 200);
  if (!roleName) throw new BusinessError("角色名称不能为空");
  const roleCode = optionalText(body, "roleCode", 100);
  if (!roleCode) throw new BusinessError("角色编码不能为空");
  if (!ROLE_CODE.test(roleCode))
    throw new BusinessError("角色编码只能包含字母、数字、下划线、冒号、点和中划线");
  return { roleName, roleCode, description: optionalText(body, "description", 255) ?? null };
}

export type RoleService = ReturnType<typeof createRoleService>;

export function createRoleService({ db, clock }: { db: Kysely<Database>; clock: () => Date }) {
  /** Role codes are unique across tenants (the table's unique key), so the check is too. */
  async function codeTaken(roleCode: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom("sys_role").select("id").where("role_code", "=", roleCode);
    if (exceptId) query = query.where("id", "<>", exceptId);
    return (await query.limit(1).executeTakeFirst()) !== undefined;
  }

  /** Ids that exist and are visible to the actor's tenant; any other id refuses the whole call. */
  async function assertInScope(ids: readonly string[], tenantId: number | null): Promise<void> {
    const rows = await db.selectFrom("sys_role").select(["id", "tenant_id"]).where("id", "in", ids).execute();
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || !rowInTenant(row.tenant_id, tenantId, "withShared"))
        throw new BusinessError(MSG_ROLE_NOT_FOUND);
    }
  }

  async function insertOrExplain(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG_ROLE_CODE_TAKEN);
      throw error;
    }
  }

  return {
    async add(input: RoleInput, actor: RoleActor): Promise<string> {
      if (await codeTaken(input.roleCode)) throw new BusinessError(MSG_ROLE_CODE_TAKEN);
      const id = newId();
      await insertOrExplain(() =>
        db
          .insertInto("sys_role")
          .values({
            id,
            role_name: input.roleName,
            role_code: input.roleCode,
            description: input.description,
            create_by: actor.username,
            create_time: clock(),
            tenant_id: tenantOfNewRow(actor.tenantId),
          })
          .execute(),
      );
      return id;
    },

    async edit(id: string, input: RoleInput, actor: RoleActor): Promise<void> {
      await assertInScope([id], actor.tenantId);
      if (await codeTaken(input.roleCode, id)) throw new BusinessError(MSG_ROLE_CODE_TAKEN);
      await insertOrExplain(() =>
        db
          .updateTable("sys_role")
          .set({
            role_name: input.roleName,
            role_code: input.roleCode,
            description: input.description,
            update_by: actor.username,
            update_time: clock(),
          })
          .where("id", "=", id)
          .execute(),
      );
    },

    /** Deletes roles with their grants and user assignments; every id must be in the actor's scope. */
    async remove(ids: readonly string[], actor: RoleActor): Promise<void> {
      await assertInScope(ids, actor.tenantId);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("sys_role_permission").where("role_id", "in", ids).execute();
        await trx.deleteFrom("sys_user_role").where("role_id", "in", ids).execute();
        await trx.deleteFrom("sys_role").where("id", "in", ids).execute();
      });
    },

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

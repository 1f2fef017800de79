import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, SysDepartRoleTable } from "../../db/schema";
import { BusinessError } from "../../http/errors";
import { defineListSpec, SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { newId } from "../../ids";
import { formatDateTime } from "../../wire/datetime";
import { textField } from "../permission/input";

/** SysDepartRole as JeecgBoot serializes it. */
export interface SysDepartRoleJson {
  id: string;
  departId: string | null;
  roleName: string | null;
  roleCode: string | null;
  description: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export function toSysDepartRoleJson(row: Selectable<SysDepartRoleTable>): SysDepartRoleJson {
  return {
    id: row.id,
    departId: row.depart_id,
    roleName: row.role_name,
    roleCode: row.role_code,
    description: row.description,
    createBy: row.create_by,
    createTime: formatDateTime(row.create_time),
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time),
  };
}

/** Department roles of a department of the request's tenant: `list?deptId=` (JeecgBoot filters by deptId only). */
export const departRoleListSpec = defineListSpec({
  table: "sys_depart_role",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "string" },
    departId: { column: "depart_id", type: "string" },
    roleName: { column: "role_name", type: "string" },
    roleCode: { column: "role_code", type: "string" },
    description: { column: "description", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  where: (eb, ctx) =>
    eb.and([
      eb("depart_id", "=", ctx.params.deptId ?? ""),
      eb(
        "depart_id",
        "in",
        eb
          .selectFrom("sys_depart")
          .select("sys_depart.id")
          .where(sql<number>`coalesce(sys_depart.tenant_id, 0)`, "=", ctx.tenantId ?? 0),
      ),
    ]),
  toRecords: (rows) => rows.map(toSysDepartRoleJson),
});

export interface DepartRoles {
  /** The role when its department belongs to the tenant. */
  find(tenantId: number, id: string): Promise<Selectable<SysDepartRoleTable> | undefined>;
  ofDepart(tenantId: number, departId: string): Promise<SysDepartRoleJson[]>;
  add(tenantId: number, body: Record<string, unknown>, username: string): Promise<void>;
  edit(tenantId: number, body: Record<string, unknown>, username: string): Promise<void>;
  remove(tenantId: number, ids: readonly string[]): Promise<void>;
  /** `deptRoleUserAdd`: the user's department roles become `newRoleIds` (JeecgBoot's old/new diff). */
  assignUser(
    tenantId: number,
    userId: string,
    newRoleIds: readonly string[],
    oldRoleIds: readonly string[],
  ): Promise<void>;
  /** `getDeptRoleByUserId`: the user's role links among the department's roles. */
  userLinks(
    tenantId: number,
    userId: string,
    departId: string,
  ): Promise<{ id: string; userId: string | null; droleId: string | null }[]>;
}

export function createDepartRoles(db: Kysely<Database>): DepartRoles {
  const inTenantFirst = (tenantId: number, id: string) =>
    inTenant(tenantId).where("sys_depart_role.id", "=", id).executeTakeFirst();
  const inTenant = (tenantId: number) =>
    db
      .selectFrom("sys_depart_role")
      .selectAll("sys_depart_role")
      .innerJoin("sys_depart", "sys_depart.id", "sys_depart_role.depart_id")
      .where(sql<number>`coalesce(sys_depart.tenant_id, 0)`, "=", tenantId);

  const requireDepart = async (tenantId: number, departId: string | null | undefined) => {
    const depart = departId
      ? await db
          .selectFrom("sys_depart")
          .select("id")
          .where("id", "=", departId)
          .where(sql<number>`coalesce(tenant_id, 0)`, "=", tenantId)
          .executeTakeFirst()
      : undefined;
    if (!depart) throw new BusinessError("未找到对应部门");
  };

  const readBody = (body: Record<string, unknown>) => {
    const roleName = textField(body, "roleName", 200, "部门角色名称");
    const roleCode = textField(body, "roleCode", 100, "部门角色编码");
    const description = textField(body, "description", 255, "描述");
    return { role_name: roleName, role_code: roleCode, description };
  };

  return {
    find: inTenantFirst,

    async ofDepart(tenantId, departId) {
      const rows = await inTenant(tenantId)
        .where("sys_depart_role.depart_id", "=", departId)
        .orderBy("sys_depart_role.create_time")
        .orderBy("sys_depart_role.id")
        .execute();
      return rows.map(toSysDepartRoleJson);
    },

    async add(tenantId, body, username) {
      const departId = textField(body, "departId", 32, "部门")?.trim();
      await requireDepart(tenantId, departId);
      const values = readBody(body);
      if (!values.role_name?.trim()) throw new BusinessError("请输入部门角色名称");
      if (!values.role_code?.trim()) throw new BusinessError("请输入部门角色编码");
      await db
        .insertInto("sys_depart_role")
        .values({
          ...values,
          id: newId(),
          depart_id: departId ?? null,
          create_by: username,
          create_time: new Date(),
        })
        .execute();
    },

    async edit(tenantId, body, username) {
      const id = textField(body, "id", 32, "id")?.trim();
      const current = id ? await inTenantFirst(tenantId, id) : undefined;
      if (!current) throw new BusinessError("未找到对应实体");
      const values = readBody(body);
      if (values.role_name !== undefined && !values.role_name?.trim())
        throw new BusinessError("请输入部门角色名称");
      if (values.role_code !== undefined && !values.role_code?.trim())
        throw new BusinessError("请输入部门角色编码");
      await db
        .updateTable("sys_depart_role")
        .set({ ...values, update_by: username, update_time: new Date() })
        .where("id", "=", current.id)
        .execute();
    },

    async remove(tenantId, ids) {
      const roles = await inTenant(tenantId).where("sys_depart_role.id", "in", ids).execute();
      const roleIds = roles.map((r) => r.id);
      if (roleIds.length === 0) return;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("sys_depart_role_permission").where("role_id", "in", roleIds).execute();
        await trx.deleteFrom("sys_depart_role_user").where("drole_id", "in", roleIds).execute();
        await trx.deleteFrom("sys_depart_role").where("id", "in", roleIds).execute();
      });
    },

    async assignUser(tenantId, userId, newRoleIds, oldRoleIds) {
      const user = await db.selectFrom("sys_user").select("id").where("id", "=", userId).executeTakeFirst();
      if (!user) throw new BusinessError("未找到用户");
      const now = new Set(newRoleIds);
      const before = new Set(oldRoleIds);
      const grant = [...now].filter((id) => !before.has(id));
      const revoke = [...before].filter((id) => !now.has(id));
      const touched = [...grant, ...revoke];
      if (touched.length > 0) {
        const known = await inTenant(tenantId).where("sys_depart_role.id", "in", touched).execute();
        if (known.length !== touched.length) throw new BusinessError("未找到对应部门角色");
      }
      await db.transaction().execute(async (trx) => {
        if (revoke.length > 0) {
          await trx
            .deleteFrom("sys_depart_role_user")
            .where("user_id", "=", userId)
            .where("drole_id", "in", revoke)
            .execute();
        }
        const held = new Set(
          (
            await trx
              .selectFrom("sys_depart_role_user")
              .select("drole_id")
              .where("user_id", "=", userId)
              .execute()
          ).map((r) => r.drole_id),
        );
        const fresh = grant.filter((id) => !held.has(id));
        if (fresh.length > 0) {
          await trx
            .insertInto("sys_depart_role_user")
            .values(fresh.map((roleId) => ({ id: newId(), user_id: userId, drole_id: roleId })))
            .execute();
        }
      });
    },

    async userLinks(tenantId, userId, departId) {
      const roleIds = (
        await inTenant(tenantId).where("sys_depart_role.depart_id", "=", departId).execute()
      ).map((r) => r.id);
      if (roleIds.length === 0) return [];
      const links = await db
        .selectFrom("sys_depart_role_user")
        .selectAll()
        .where("user_id", "=", userId)
        .where("drole_id", "in", roleIds)
        .orderBy("id")
        .execute();
      return links.map((l) => ({ id: l.id, userId: l.user_id, droleId: l.drole_id }));
    },
  };
}

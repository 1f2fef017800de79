import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { hashPassword, newPasswordSalt } from "../../auth/password";
import type { Database, SysUserRow } from "../../db/schema";
import { isUniqueViolation, MSG_DUPLICATE_KEY } from "../../db/unique-violation";
import { BusinessError } from "../../http/errors";
import { escapeLike } from "../../http/list";
import { tenantCondition, tenantOfNewRow } from "../../http/tenant-scope";
import { newId } from "../../ids";
import { type SysUserJson, toSysUserJson } from "../../wire/sys-user";
import {
  USER_STATUS_FROZEN,
  USER_STATUS_NORMAL,
  type UserAddInput,
  type UserEditInput,
  type UserFields,
  type UserRelations,
} from "./input";
import { departNamesOf, toUserRecords } from "./list-spec";

export const MSG_USERNAME_TAKEN = "用户账号已存在";
export const MSG_USER_NOT_FOUND = "未找到对应实体";
export const MSG_FREEZE_SELF = "不能冻结当前登录用户";

/** Who is acting, for create_by/update_by and the tenant scope of role assignments. */
export interface Actor {
  readonly userId: string;
  readonly username: string;
  readonly tenantId: number | null;
}

/** Fields `checkOnlyUser` may check, wire name → column. */
export const CHECK_ONLY_FIELDS = {
  username: "username",
  phone: "phone",
  email: "email",
  workNo: "work_no",
} as const;
export type CheckOnlyField = keyof typeof CHECK_ONLY_FIELDS;

export interface DepartIdModel {
  key: string;
  value: string;
  title: string;
}

export interface UserServiceDeps {
  db: Kysely<Database>;
  clock: () => Date;
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({ db, clock }: UserServiceDeps) {
  /** Runs a write; a unique-key clash (phone, email, work number) becomes JeecgBoot's message. */
  async function write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG_DUPLICATE_KEY);
      throw error;
    }
  }

  async function assertUsernameFree(
    trx: Kysely<Database>,
    username: string,
    exceptId?: string,
  ): Promise<void> {
    let query = trx.selectFrom("sys_user").select("id").where("username", "=", username);
    if (exceptId) query = query.where("id", "<>", exceptId);
    if (await query.executeTakeFirst()) throw new BusinessError(MSG_USERNAME_TAKEN);
  }

  /** Replaces the relations that were sent; each id must exist (roles: within the actor's tenant scope). */
  async function saveRelations(
    trx: Kysely<Database>,
    userId: string,
    relations: UserRelations,
    actor: Actor,
  ): Promise<void> {
    const now = clock();
    if (relations.roleIds) {
      const roleIds = relations.roleIds;
      if (roleIds.length > 0) {
        const found = await trx
          .selectFrom("sys_role")
          .select("id")
          .where("id", "in", roleIds)
          .where((eb) => tenantCondition(eb, actor.tenantId, { sharing: "withShared" }))
          .execute();
        const missing = roleIds.find((id) => !found.some((row) => row.id === id));
        if (missing) throw new BusinessError(`角色不存在：${missing}`);
      }
      // Only assignments of roles the actor's tenant can see are replaced; another tenant's stay.
      await trx
        .deleteFrom("sys_user_role")
        .where("user_id", "=", userId)
        .where((eb) =>
          eb.or([
            eb("role_id", "is", null),
            eb("role_id", "not in", eb.selectFrom("sys_role").select("id")),
            eb(
              "role_id",
              "in",
              eb
                .selectFrom("sys_role")
                .select("id")
                .where((inner) => tenantCondition(inner, actor.tenantId, { sharing: "withShared" })),
            ),
          ]),
        )
        .execute();
      if (roleIds.length > 0) {
        await trx
          .insertInto("sys_user_role")
          .values(
            roleIds.map((roleId) => ({
              id: newId(),
              user_id: userId,
              role_id: roleId,
              tenant_id: tenantOfNewRow(actor.tenantId),
            })),
          )
          .execute();
      }
    }
    if (relations.departIds) {
      const departIds = relations.departIds;
      if (departIds.length > 0) {
        const found = await trx.selectFrom("sys_depart").select("id").where("id", "in", departIds).execute();
        const missing = departIds.find((id) => !found.some((row) => row.id === id));
        if (missing) throw new BusinessError(`部门不存在：${missing}`);
      }
      await trx.deleteFrom("sys_user_depart").where("user_id", "=", userId).execute();
      if (departIds.length > 0) {
        await trx
          .insertInto("sys_user_depart")
          .values(departIds.map((depId) => ({ id: newId(), user_id: userId, dep_id: depId })))
          .execute();
      }
    }
    if (relations.tenantIds) {
      const tenantIds = relations.tenantIds;
      if (tenantIds.length > 0) {
        const found = await trx.selectFrom("sys_tenant").select("id").where("id", "in", tenantIds).execute();
        const missing = tenantIds.find((id) => !found.some((row) => row.id === id));
        if (missing !== undefined) throw new BusinessError(`租户不存在：${missing}`);
      }
      await trx.deleteFrom("sys_user_tenant").where("user_id", "=", userId).execute();
      if (tenantIds.length > 0) {
        await trx
          .insertInto("sys_user_tenant")
          .values(
            tenantIds.map((tenantId) => ({
              id: newId(),
              user_id: userId,
              tenant_id: tenantId,
              status: "1",
              create_by: actor.username,
              create_time: now,
            })),
          )
          .execute();
      }
    }
  }

  async function liveUser(id: string): Promise<SysUserRow | undefined> {
    return db
      .selectFrom("sys_user")
      .selectAll()
      .where("id", "=", id)
      .where("del_flag", "=", 0)
      .executeTakeFirst();
  }

  return {
    /** Adds a user: scrypt-hashed password, status 1, del_flag 0, org_code unset; returns the new id. */
    async add(input: UserAddInput, actor: Actor): Promise<string> {
      const id = newId();
      const salt = newPasswordSalt();
      const password = await hashPassword(input.password, salt);
      await write(async (trx) => {
        await assertUsernameFree(trx, input.fields.username);
        await trx
          .insertInto("sys_user")
          .values({
            ...input.fields,
            id,
            password,
            salt,
            status: USER_STATUS_NORMAL,
            del_flag: 0,
            org_code: null,
            create_by: actor.username,
            create_time: clock(),
          })
          .execute();
        await saveRelations(trx, id, input.relations, actor);
      });
      return id;
    },

    /** Changes the fields that were sent (never the password) and replaces the relations that were sent. */
    async edit(input: UserEditInput, actor: Actor): Promise<void> {
      await write(async (trx) => {
        const existing = await trx
          .selectFrom("sys_user")
          .select("id")
          .where("id", "=", input.id)
          .where("del_flag", "=", 0)
          .executeTakeFirst();
        if (!existing) throw new BusinessError(MSG_USER_NOT_FOUND);
        if (input.fields.username !== undefined)
          await assertUsernameFree(trx, input.fields.username, input.id);
        const fields: UserFields = input.fields;
        await trx
          .updateTable("sys_user")
          .set({ ...fields, update_by: actor.username, update_time: clock() })
          .where("id", "=", input.id)
          .execute();
        await saveRelations(trx, input.id, input.relations, actor);
      });
    },

    /** Logical delete (del_flag 1); the relations stay so the recycle bin can restore the user. */
    async remove(ids: readonly string[], actor: Actor): Promise<void> {
      if (ids.includes(actor.userId)) throw new BusinessError("不能删除当前登录用户");
      await db
        .updateTable("sys_user")
        .set({ del_flag: 1, update_by: actor.username, update_time: clock() })
        .where("id", "in", ids)
        .where("del_flag", "=", 0)
        .execute();
    },

    async setStatus(ids: readonly string[], status: number, actor: Actor): Promise<void> {
      if (status !== USER_STATUS_NORMAL && status !== USER_STATUS_FROZEN)
        throw new BusinessError("状态只能是1或2");
      // A frozen account cannot sign in: freezing oneself would lock the administrator out.
      if (status === USER_STATUS_FROZEN && ids.includes(actor.userId))
        throw new BusinessError(MSG_FREEZE_SELF);
      await db
        .updateTable("sys_user")
        .set({ status, update_by: actor.username, update_time: clock() })
        .where("id", "in", ids)
        .where("del_flag", "=", 0)
        .execute();
    },

    async queryById(id: string): Promise<SysUserJson | undefined> {
      const user = await liveUser(id);
      if (!user) return undefined;
      const [record] = await toUserRecords(db, [user]);
      return record;
    },

    /** The user's role ids (sys_user_role), limited to roles the request's tenant may see. */
    async roleIdsOf(userId: string, tenantId: number | null): Promise<string[]> {
      const rows = await db
        .selectFrom("sys_user_role as ur")
        .innerJoin("sys_role as r", "r.id", "ur.role_id")
        .select("ur.role_id")
        .where("ur.user_id", "=", userId)
        .where((eb) => tenantCondition(eb, tenantId, { column: "r.tenant_id", sharing: "withShared" }))
        .orderBy("r.role_code")
        .execute();
      return rows.map((row) => row.role_id).filter((id): id is string => id !== null);
    },

    /** Whether a user (deleted ones included: their values stay taken) has all the given values. */
    async exists(criteria: Partial<Record<CheckOnlyField, string>>, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom("sys_user").select("id");
      for (const [field, value] of Object.entries(criteria)) {
        query = query.where(CHECK_ONLY_FIELDS[field as CheckOnlyField], "=", value);
      }
      if (exceptId) query = query.where("id", "<>", exceptId);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    /** Members of a department, optionally filtered by a part of the real name. */
    async usersOfDepart(departId: string, realname: string | undefined): Promise<SysUserJson[]> {
      let query = db
        .selectFrom("sys_user")
        .selectAll()
        .where("del_flag", "=", 0)
        .where("id", "in", (eb) =>
          eb.selectFrom("sys_user_depart").select("user_id").where("dep_id", "=", departId),
        );
      if (realname) query = query.where("realname", "ilike", `%${escapeLike(realname)}%`);
      const rows = await query
        .orderBy("create_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .limit(5000)
        .execute();
      return rows.map((row) => toSysUserJson(row));
    },

    async departsOf(userId: string): Promise<DepartIdModel[]> {
      const rows = await db
        .selectFrom("sys_depart as d")
        .innerJoin("sys_user_depart as ud", "ud.dep_id", "d.id")
        .select(["d.id", "d.depart_name"])
        .where("ud.user_id", "=", userId)
        .orderBy("d.org_code")
        .execute();
      return rows.map((row) => ({ key: row.id, value: row.id, title: row.depart_name }));
    },

    generateUserId(): string {
      return randomUUID().replaceAll("-", "");
    },

    /** Logically deleted users; `orgCode` carries their department names, as JeecgBoot's recycle bin. */
    async recycleBin(): Promise<SysUserJson[]> {
      const rows = await db
        .selectFrom("sys_user")
        .selectAll()
        .where("del_flag", "=", 1)
        .orderBy("update_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .limit(5000)
        .execute();
      const names = await departNamesOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...toSysUserJson(row), orgCode: names.get(row.id) ?? null }));
    },

    async restore(ids: readonly string[], actor: Actor): Promise<void> {
      await db
        .updateTable("sys_user")
        .set({ del_flag: 0, update_by: actor.username, update_time: clock() })
        .where("id", "in", ids)
        .where("del_flag", "=", 1)
        .execute();
    },

    /** Deletes recycled users for good, with their roles, departments, tenants and sessions. */
    async deleteForGood(ids: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const recycled = await trx
          .selectFrom("sys_user")
          .select("id")
          .where("id", "in", ids)
          .where("del_flag", "=", 1)
          .execute();
        const userIds = recycled.map((row) => row.id);
        if (userIds.length === 0) return;
        await trx.deleteFrom("sys_user_role").where("user_id", "in", userIds).execute();
        await trx.deleteFrom("sys_user_depart").where("user_id", "in", userIds).execute();
        await trx.deleteFrom("sys_user_tenant").where("user_id", "in", userIds).execute();
        await trx.deleteFrom("kanya_session").where("user_id", "in", userIds).execute();
        await trx.deleteFrom("sys_user").where("id", "in", userIds).execute();
      });
    },
  };
}

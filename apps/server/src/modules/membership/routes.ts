import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { queryParam } from "../../http/input";
import { listContext, queryListPage } from "../../http/list";
import { requireId, requireIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok, okCodeZero, okMessage } from "../../http/result";
import { del, get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { userListSpec } from "../user/list-spec";
import { departUserCondition, roleUserCondition } from "./conditions";

const { role: ROLE, user: USER, depart: DEPART } = PERMISSION_CODES;

/**
 * Who belongs to a role and to a department, as JeecgBoot's role-user page (RoleUserList) and department
 * user tab (DeptUserInfo) manage it: `/sys/user/userRoleList`, `addSysUserRole`, `deleteUserRole(Batch)`,
 * `departUserList`, `editSysDepartWithUser`, `deleteUserInDepart(Batch)`. Adding a member twice is a no-op.
 */
export function membershipRoutes(db: Kysely<Database>): RouteSpec[] {
  const users = userListSpec(db);
  const requireRole = async (roleId: string) => {
    const role = await db.selectFrom("sys_role").select("id").where("id", "=", roleId).executeTakeFirst();
    if (!role) throw new BusinessError("未找到对应角色");
  };
  const requireDepart = async (departId: string) => {
    const depart = await db
      .selectFrom("sys_depart")
      .select(["id", "org_code"])
      .where("id", "=", departId)
      .executeTakeFirst();
    if (!depart) throw new BusinessError("未找到对应部门");
    return depart;
  };
  const requireUsers = async (userIds: readonly string[]) => {
    const found = await db.selectFrom("sys_user").select("id").where("id", "in", userIds).execute();
    if (found.length !== userIds.length) throw new BusinessError("未找到对应用户");
  };

  return [
    get("/sys/user/userRoleList", permission(ROLE.list), async (c) => {
      const roleId = requireId(queryParam(c, "roleId"), "roleId");
      return c.json(
        okCodeZero(await queryListPage(db, users, listContext(c), { where: roleUserCondition(roleId) })),
      );
    }),

    post("/sys/user/addSysUserRole", permission(ROLE.edit), async (c) => {
      const body = await readJsonObject(c);
      const roleId = requireId(body.roleId, "roleId");
      const userIds = requireIdList(body.userIdList, "userIdList");
      await requireRole(roleId);
      await requireUsers(userIds);
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("sys_user_role")
          .select("user_id")
          .where("role_id", "=", roleId)
          .where("user_id", "in", userIds)
          .execute();
        const members = new Set(existing.map((row) => row.user_id));
        const added = userIds.filter((id) => !members.has(id));
        if (added.length === 0) return;
        await trx
          .insertInto("sys_user_role")
          .values(added.map((userId) => ({ id: newId(), user_id: userId, role_id: roleId, tenant_id: null })))
          .execute();
      });
      return c.json(okMessage("添加成功!"));
    }),

    del("/sys/user/deleteUserRole", permission(ROLE.edit), async (c) => {
      const roleId = requireId(queryParam(c, "roleId"), "roleId");
      const userId = requireId(queryParam(c, "userId"), "userId");
      await db
        .deleteFrom("sys_user_role")
        .where("role_id", "=", roleId)
        .where("user_id", "=", userId)
        .execute();
      return c.json(okMessage("删除成功!"));
    }),

    del("/sys/user/deleteUserRoleBatch", permission(ROLE.edit), async (c) => {
      const roleId = requireId(queryParam(c, "roleId"), "roleId");
      const userIds = requireIdList(queryParam(c, "userIds"), "userIds");
      await db
        .deleteFrom("sys_user_role")
        .where("role_id", "=", roleId)
        .where("user_id", "in", userIds)
        .execute();
      return c.json(okMessage("删除成功!"));
    }),

    // Members of the department and of its sub-departments; JeecgBoot answers result null without one.
    get("/sys/user/departUserList", permission(USER.list), async (c) => {
      const depId = queryParam(c, "depId");
      if (!depId) return c.json(ok(null));
      const depart = await requireDepart(requireId(depId, "depId"));
      const page = await queryListPage(db, users, listContext(c), {
        where: departUserCondition(depart.org_code),
      });
      // JeecgBoot shows the department names in `orgCode` on this tab.
      const records = page.records.map((record) => ({ ...record, orgCode: record.orgCodeTxt ?? null }));
      return c.json(okCodeZero({ ...page, records }));
    }),

    post("/sys/user/editSysDepartWithUser", permission(DEPART.edit), async (c) => {
      const body = await readJsonObject(c);
      const depId = requireId(body.depId, "depId");
      const userIds = requireIdList(body.userIdList, "userIdList");
      await requireDepart(depId);
      await requireUsers(userIds);
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("sys_user_depart")
          .select("user_id")
          .where("dep_id", "=", depId)
          .where("user_id", "in", userIds)
          .execute();
        const members = new Set(existing.map((row) => row.user_id));
        const added = userIds.filter((id) => !members.has(id));
        if (added.length === 0) return;
        await trx
          .insertInto("sys_user_depart")
          .values(added.map((userId) => ({ id: newId(), user_id: userId, dep_id: depId })))
          .execute();
      });
      return c.json(okMessage("添加成功!"));
    }),

    del("/sys/user/deleteUserInDepart", permission(DEPART.edit), async (c) => {
      const depId = requireId(queryParam(c, "depId"), "depId");
      const userId = requireId(queryParam(c, "userId"), "userId");
      const removed = await removeFromDepart(db, depId, [userId]);
      return c.json(removed > 0 ? okMessage("删除成功!") : error500("当前选中部门与用户无关联关系!"));
    }),

    del("/sys/user/deleteUserInDepartBatch", permission(DEPART.edit), async (c) => {
      const depId = requireId(queryParam(c, "depId"), "depId");
      const userIds = requireIdList(queryParam(c, "userIds"), "userIds");
      await removeFromDepart(db, depId, userIds);
      return c.json(okMessage("删除成功!"));
    }),
  ];
}

/** Takes users out of a department, and out of that department's roles (JeecgBoot does the same). */
async function removeFromDepart(
  db: Kysely<Database>,
  depId: string,
  userIds: readonly string[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const roleIds = trx.selectFrom("sys_depart_role").select("id").where("depart_id", "=", depId);
    await trx
      .deleteFrom("sys_depart_role_user")
      .where("user_id", "in", userIds)
      .where("drole_id", "in", roleIds)
      .execute();
    const result = await trx
      .deleteFrom("sys_user_depart")
      .where("dep_id", "=", depId)
      .where("user_id", "in", userIds)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

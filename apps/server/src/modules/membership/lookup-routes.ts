import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { queryParam } from "../../http/input";
import { listContext, queryListPage, splitList } from "../../http/list";
import { requireIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toSysUserJson } from "../../wire/sys-user";
import { userListSpec } from "../user/list-spec";
import { departUserCondition } from "./conditions";

/** At most this many users answer one name lookup (a picker shows a few stored ids). */
const MAX_LOOKUP = 1000;

/**
 * Users by id for pickers that show names for stored ids (`queryByIds`, `getMultiUser`), the address book
 * (`queryByOrgCodeForAddressList`, 通讯录) and the user → roles map (`queryUserRoleMap`).
 */
export function userLookupRoutes(db: Kysely<Database>): RouteSpec[] {
  const users = userListSpec(db);
  const activeUsers = () => db.selectFrom("sys_user").selectAll().where("del_flag", "=", 0);

  return [
    get("/sys/user/queryByIds", authenticated, async (c) => {
      const ids = requireIdList(queryParam(c, "userIds"), "userIds");
      const rows = await activeUsers().where("id", "in", ids).execute();
      return c.json(okCodeZero(rows.map((row) => toSysUserJson(row))));
    }),

    // JeecgBoot answers a bare list here (not the envelope), which its JSelectMultiUser reads as is.
    get("/sys/user/getMultiUser", authenticated, async (c) => {
      const ids = splitList(queryParam(c, "id") ?? "").slice(0, MAX_LOOKUP);
      const usernames = splitList(queryParam(c, "username") ?? "").slice(0, MAX_LOOKUP);
      if (ids.length === 0 && usernames.length === 0) return c.json([]);
      let query = activeUsers().where("status", "=", 1);
      if (ids.length > 0) query = query.where("id", "in", ids);
      if (usernames.length > 0) query = query.where("username", "in", usernames);
      const rows = await query.orderBy("username").execute();
      return c.json(rows.map((row) => toSysUserJson(row)));
    }),

    // One record per user with the names of all their departments; `orgCode` narrows to a department's subtree.
    get("/sys/user/queryByOrgCodeForAddressList", authenticated, async (c) => {
      const orgCode = queryParam(c, "orgCode");
      // `orgCode` picks the department subtree here, not the users' own org code.
      const ctx = listContext(c);
      const { orgCode: _subtree, ...params } = ctx.params;
      const page = await queryListPage(
        db,
        users,
        { ...ctx, params },
        {
          where: departUserCondition(orgCode ?? ""),
        },
      );
      const records = page.records.map((user) => ({
        id: user.id,
        realname: user.realname,
        avatar: user.avatar,
        workNo: user.workNo,
        post: user.post,
        telephone: user.telephone,
        email: user.email,
        phone: user.phone,
        sex: user.sex,
        departName: user.orgCodeTxt ?? null,
      }));
      return c.json(okCodeZero({ ...page, records }));
    }),

    get("/sys/user/queryUserRoleMap", permission(PERMISSION_CODES.user.list), async (c) => {
      const rows = await db
        .selectFrom("sys_user_role as ur")
        .innerJoin("sys_user as u", "u.id", "ur.user_id")
        .innerJoin("sys_role as r", "r.id", "ur.role_id")
        .select(["u.username", sql<string>`string_agg(r.role_name, ',' order by r.role_name)`.as("roles")])
        .where("u.del_flag", "=", 0)
        .groupBy("u.username")
        .execute();
      return c.json(okCodeZero(Object.fromEntries(rows.map((row) => [row.username, row.roles]))));
    }),
  ];
}

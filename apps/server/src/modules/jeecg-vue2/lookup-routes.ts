import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { queryParam } from "../../http/input";
import { escapeLike, toPage } from "../../http/list";
import { optionalIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { toSysCategoryJson } from "../../wire/sys-category";
import { toSysDictJson } from "../../wire/sys-dict";

/**
 * Small look-ups JeecgBoot's Vue 2 UI makes that have no page of their own: all menu ids
 * (`loadAllRoleIds`, the role authorisation's "select all"), dictionaries as tree nodes (`treeList`), and
 * the children of several categories at once (`getChildListBatch`, the category list's expanded rows).
 */
export function lookupRoutes(db: Kysely<Database>): RouteSpec[] {
  return [
    get("/sys/permission/loadAllRoleIds", permission(PERMISSION_CODES.permission.list), async (c) => {
      const rows = await db
        .selectFrom("sys_permission")
        .select("id")
        .where("del_flag", "=", 0)
        .orderBy("id")
        .execute();
      return c.json(okCodeZero(rows.map((row) => row.id)));
    }),

    get("/sys/dict/treeList", permission(PERMISSION_CODES.dict.list), async (c) => {
      const name = queryParam(c, "dictName");
      if (name && name.length > 100) throw new BusinessError("字典名称不能超过100个字符");
      let query = db.selectFrom("sys_dict").selectAll().where("del_flag", "=", 0);
      if (name) query = query.where("dict_name", "ilike", `%${escapeLike(name)}%`);
      const rows = await query
        .orderBy("create_time", (ob) => ob.desc().nullsLast())
        .orderBy("id")
        .execute();
      return c.json(
        okCodeZero(
          rows.map((row) => ({
            ...toSysDictJson(row),
            key: row.id,
            title: row.dict_name,
            value: row.dict_code,
          })),
        ),
      );
    }),

    get("/sys/category/getChildListBatch", authenticated, async (c) => {
      const parentIds = optionalIdList(queryParam(c, "parentIds"), "parentIds");
      if (parentIds.length === 0) throw new BusinessError("参数parentIds不能为空");
      const rows = await db
        .selectFrom("sys_category")
        .selectAll()
        .where("pid", "in", parentIds)
        .orderBy("code")
        .orderBy("id")
        .execute();
      // JeecgBoot answers these as one page holding every child.
      return c.json(
        okCodeZero(toPage(rows.map(toSysCategoryJson), rows.length, 1, Math.max(rows.length, 1))),
      );
    }),
  ];
}

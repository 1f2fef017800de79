import { position } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { ImportDeps } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { error500, ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { tenantCondition } from "../../http/tenant-scope";
import { toSysPositionJson } from "../../wire/sys-position";
import { requiredQuery } from "../permission/input";

export const POSITION_EXPORT_TITLE = "职务表列表";
const MSG_POSITION_NOT_FOUND = "未找到对应实体";
/** The position_rank dictionary's values (员级 … 正高级). */
const POSITION_RANKS: readonly string[] = ["1", "2", "3", "4", "5"];

/** `/sys/position`: positions of the request's tenant, with `queryByCode` beside the resource's routes. */
export function positionRoutes(db: Kysely<Database>, importDeps: () => ImportDeps): RouteSpec[] {
  return [
    ...crudRoutes(
      db,
      {
        resource: position,
        table: "sys_position",
        toJson: toSysPositionJson,
        tenantScoped: true,
        stampOrgCode: true,
        listCodeZero: true,
        // JeecgBoot's pickers read the whole list (pageSize=99999).
        maxPageSize: SMALL_LIST_PAGE_SIZE,
        messages: {
          edit: "修改成功!",
          deleteBatch: "删除成功!",
          notFound: MSG_POSITION_NOT_FOUND,
          deleteNotFound: "未找到id",
          deleteBatchNoneFound: "所有id均未找到",
          duplicate: "编码已经存在,操作失败",
          required: "职务编码、职务名称、职级都不能为空",
        },
        check(values) {
          if (values.post_rank && !POSITION_RANKS.includes(values.post_rank))
            throw new BusinessError("职级不正确，应为 1（员级）到 5（正高级）");
          return values;
        },
        excel: {
          title: POSITION_EXPORT_TITLE,
          deps: importDeps,
        },
      },
      () => importDeps().clock(),
    ),
    get("/sys/position/queryByCode", permission(PERMISSION_CODES.position.list), async (c) => {
      const code = requiredQuery(c, "code", "请输入职务编码");
      if (code.length > 100) throw new BusinessError("职务编码不能超过100个字符");
      const row = await db
        .selectFrom("sys_position")
        .selectAll()
        .where("code", "=", code)
        .where((eb) => tenantCondition(eb, requireAuth(c).tenantId))
        .executeTakeFirst();
      return c.json(row ? ok(toSysPositionJson(row)) : error500(MSG_POSITION_NOT_FOUND));
    }),
  ];
}

import { position } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { crudRoutes } from "../../http/crud";
import type { ImportDeps } from "../../http/excel";
import { SMALL_LIST_PAGE_SIZE } from "../../http/list";
import type { RouteSpec } from "../../http/routes";

/** `/sys/position`: positions of the request's tenant in JeecgBoot's words, found by code for its pickers. */
export function positionRoutes(db: Kysely<Database>, importDeps: () => ImportDeps): RouteSpec[] {
  const spec = {
    resource: position,
    tenantScoped: true,
    stampOrgCode: true,
    listCodeZero: true,
    maxPageSize: SMALL_LIST_PAGE_SIZE, // JeecgBoot's pickers read the whole list (pageSize=99999).
    findBy: { path: "queryByCode", field: "code" },
    messages: {
      edit: "修改成功!",
      deleteBatch: "删除成功!",
      notFound: "未找到对应实体",
      deleteNotFound: "未找到id",
      deleteBatchNoneFound: "所有id均未找到",
      duplicate: "编码已经存在,操作失败",
      required: "职务编码、职务名称、职级都不能为空",
    },
    excel: { title: "职务表列表", deps: importDeps },
  };
  return crudRoutes(db, spec, () => importDeps().clock());
}

import { defineListSpec, SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { toSysCategoryJson } from "../../wire/sys-category";
import { ROOT_PID } from "./service";

/**
 * `/sys/category/rootList`: the children of `pid` (the roots by default). As in JeecgBoot, searching by
 * name or code looks through every level instead.
 */
export const categoryRootListSpec = defineListSpec({
  table: "sys_category",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "string" },
    name: { column: "name", type: "string" },
    code: { column: "code", type: "string" },
    hasChild: { column: "has_child", type: "string" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
  },
  where: (eb, ctx) => {
    if (ctx.params.name?.trim() || ctx.params.code?.trim()) return undefined;
    return eb("pid", "=", ctx.params.pid?.trim() || ROOT_PID);
  },
  toRecords: (rows) => rows.map(toSysCategoryJson),
});

import { defineListSpec, SMALL_LIST_PAGE_SIZE } from "../../http/list";
import { toSysDictItemJson, toSysDictJson } from "../../wire/sys-dict";

/** `/sys/dict/list`: dictionaries not deleted; `keywords` matches code or name. */
export const dictListSpec = defineListSpec({
  table: "sys_dict",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "string" },
    dictName: { column: "dict_name", type: "string" },
    dictCode: { column: "dict_code", type: "string" },
    description: { column: "description", type: "string" },
    type: { column: "type", type: "integer" },
    createBy: { column: "create_by", type: "string" },
    createTime: { column: "create_time", type: "datetime" },
    updateTime: { column: "update_time", type: "datetime" },
  },
  where: (eb, ctx) => {
    const keywords = ctx.params.keywords?.trim();
    const notDeleted = eb("del_flag", "=", 0);
    if (!keywords) return notDeleted;
    const pattern = `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return eb.and([
      notDeleted,
      eb.or([eb("dict_code", "ilike", pattern), eb("dict_name", "ilike", pattern)]),
    ]);
  },
  toRecords: (rows) => rows.map(toSysDictJson),
});

/** `/sys/dictItem/list?dictId=`: one dictionary's items in their sort order. */
export const dictItemListSpec = defineListSpec({
  table: "sys_dict_item",
  maxPageSize: SMALL_LIST_PAGE_SIZE,
  fields: {
    id: { column: "id", type: "string" },
    dictId: { column: "dict_id", type: "string" },
    itemText: { column: "item_text", type: "string" },
    itemValue: { column: "item_value", type: "string" },
    description: { column: "description", type: "string" },
    sortOrder: { column: "sort_order", type: "integer" },
    status: { column: "status", type: "integer" },
    createTime: { column: "create_time", type: "datetime" },
  },
  defaultSort: { field: "sortOrder", order: "asc" },
  dictFields: { status: "dict_item_status" },
  toRecords: (rows) => rows.map(toSysDictItemJson),
});

import { isDictField, queryValueType, type Resource, type ResourceFields } from "@kanya/core/resource";
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../db/schema";
import type { ListContext, ListField, ListRow, ListSpec, SortOrder } from "../list";
import { type CrudTable, columnOf } from "./columns";

/** What every registry table has beside the resource's fields (JeecgBoot's audit columns). */
const SYSTEM_FIELDS: Readonly<Record<string, ListField>> = {
  id: { column: "id", type: "string" },
  createBy: { column: "create_by", type: "string" },
  createTime: { column: "create_time", type: "datetime" },
  updateBy: { column: "update_by", type: "string" },
  updateTime: { column: "update_time", type: "datetime" },
};

export interface ResourceListOptions<TB extends CrudTable, J extends object> {
  readonly toRecords: (rows: ListRow<TB>[], ctx: ListContext) => J[] | Promise<J[]>;
  readonly where?: (
    eb: ExpressionBuilder<Database, TB>,
    ctx: ListContext,
  ) => Expression<SqlBool> | undefined | Promise<Expression<SqlBool> | undefined>;
  readonly defaultSort?: { readonly field: string; readonly order: SortOrder };
  /** The rows carry `tenant_id`, which callers may filter on as `tenantId`. */
  readonly tenantScoped?: boolean;
  /** The largest page served (the list engine's `maxPageSize`). */
  readonly maxPageSize?: number;
  /** Fields not filtered by equality (the spec's `where` reads them itself). */
  readonly unfiltered?: readonly string[];
}

/**
 * The list engine's spec of a resource: its fields (a password never) and the audit fields may be filtered
 * and sorted on; dictionary fields get `<field>_dictText`.
 */
export function resourceListSpec<TB extends CrudTable, J extends object>(
  resource: Resource,
  table: TB,
  options: ResourceListOptions<TB, J>,
): ListSpec<TB, J> {
  const fields: Record<string, ListField> = {
    ...SYSTEM_FIELDS,
    ...(options.tenantScoped ? { tenantId: { column: "tenant_id", type: "integer" } } : {}),
  };
  const dictFields: Record<string, string> = {};
  for (const [name, f] of Object.entries(resource.fields as ResourceFields)) {
    if (f.kind === "password") continue;
    fields[name] = {
      column: columnOf(name, f),
      type: queryValueType(f),
      ...(options.unfiltered?.includes(name) ? { filter: false as const } : {}),
    };
    if (isDictField(f) && f.dictCode) dictFields[name] = f.dictCode;
  }
  return {
    table,
    fields,
    dictFields,
    toRecords: options.toRecords,
    ...(options.where ? { where: options.where } : {}),
    ...(options.defaultSort ? { defaultSort: options.defaultSort } : {}),
    ...(options.maxPageSize ? { maxPageSize: options.maxPageSize } : {}),
  };
}

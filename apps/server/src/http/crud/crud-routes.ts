import { countFields, type Field, type Resource, resourceCodes } from "@kanya/core/resource";
import type { Context } from "hono";
import {
  type Expression,
  type ExpressionBuilder,
  expressionBuilder,
  type Insertable,
  type Kysely,
  type SqlBool,
  sql,
} from "kysely";
import type { AuthContext } from "../../auth/auth-context";
import type { Database } from "../../db/schema";
import { isUniqueViolation, MSG_DUPLICATE_KEY } from "../../db/unique-violation";
import { newId } from "../../ids";
import { permission } from "../access";
import type { AppEnv } from "../env";
import { BusinessError } from "../errors";
import { excelRoutes, type ImportDeps } from "../excel";
import { requireAuth } from "../guard";
import { type ListContext, type ListRow, listContext, queryListPage, type SortOrder } from "../list";
import { optionalIdList, requireId } from "../params";
import { error500, ok, okCodeZero, okMessage } from "../result";
import { del, get, post, put, type RouteSpec, validated } from "../routes";
import { type TenantSharing, tenantCondition, tenantOfNewRow } from "../tenant-scope";
import { type CrudTable, columnOf, type ResourceOfTable, toColumns } from "./columns";
import { type ResourceExcel, resourceExcelFamily } from "./excel-family";
import { resourceListSpec } from "./resource-list-spec";
import { statusCounts } from "./status-counts";
import { validBody, validBodyOf } from "./valid-body";

/*
 * A resource plus its table → JeecgBoot's CRUD routes (JeecgController): `list`, `add`, `edit` (PUT and
 * POST), `delete?id`, `deleteBatch?ids`, `queryById?id`, with `exportXls`/`importExcel` when the spec names
 * its Excel title, and `allStatus` when a field counts. Each route's permission is the resource's code; the
 * body is checked by the resource's schema as middleware; the actor and tenant come from the request.
 * A registry's special cases are options here or plain routes beside these, never a copy of the engine.
 */

export type CrudRow<TB extends CrudTable> = ListRow<TB>;
export type CrudValues<TB extends CrudTable> = Partial<Insertable<Database[TB]>>;

export interface CrudMessages {
  readonly add: string;
  readonly edit: string;
  readonly delete: string;
  readonly deleteBatch: string;
  /** queryById and edit of a record that is not there (or not the tenant's). */
  readonly notFound: string;
  /** delete of a record that is not there; default `notFound`. */
  readonly deleteNotFound?: string;
  /** deleteBatch when none of the ids is there; default: answered as done. */
  readonly deleteBatchNoneFound?: string;
  /** A unique field's value is taken. */
  readonly duplicate: string;
  /** One message for any missing required field, where the API has one. */
  readonly required?: string;
}

/** What a write's `check` knows: add or edit, the record being edited, the caller. */
export interface CrudWriteContext<TB extends CrudTable> {
  readonly mode: "add" | "edit";
  readonly existing: CrudRow<TB> | undefined;
  readonly auth: AuthContext;
}

export interface CrudSpec<R extends Resource, TB extends CrudTable, J extends object> {
  readonly resource: ResourceOfTable<R, TB>;
  readonly table: TB;
  /** A row as the wire has it. */
  readonly toJson: (row: CrudRow<TB>) => J;
  readonly messages?: Partial<CrudMessages>;
  /**
   * Rows carry `tenant_id`: a request sees and writes only its tenant's rows, `withShared` also the shared
   * ones (http/tenant-scope.ts).
   */
  readonly tenantScoped?: boolean | TenantSharing;
  /** Unique fields are unique in the whole table (its unique key), not per tenant. */
  readonly uniqueAcrossTenants?: boolean;
  /** Rows outside this condition do not exist for these routes (e.g. `del_flag = 0`). */
  readonly scope?: (eb: ExpressionBuilder<Database, TB>) => Expression<SqlBool>;
  /**
   * Checks beyond the schema and column values beyond the fields (a rule's JSON, a sealed password): gets
   * the checked columns, returns those to write. Throw a BusinessError to refuse.
   */
  readonly check?: (
    values: CrudValues<TB>,
    context: CrudWriteContext<TB>,
  ) => CrudValues<TB> | Promise<CrudValues<TB>>;
  /** Rows that go with the deleted records (grants, memberships), removed in the same transaction first. */
  readonly onDelete?: (trx: Kysely<Database>, ids: readonly string[]) => Promise<void>;
  /** Add and edit answer JeecgBoot's `result.success(msg)` (no result) rather than `Result.OK(msg)`. */
  readonly writeResult?: "message" | "none";
  /** Columns a new row always gets (e.g. `del_flag: 0`). */
  readonly defaults?: CrudValues<TB>;
  /** A new row records the caller's department code in `sys_org_code`. */
  readonly stampOrgCode?: boolean;
  /** `list` answers with code 0 (serveList) instead of 200. */
  readonly listCodeZero?: boolean;
  readonly defaultSort?: { readonly field: string; readonly order: SortOrder };
  /** The largest page `list` serves (small tables the front end reads whole say `SMALL_LIST_PAGE_SIZE`). */
  readonly maxPageSize?: number;
  /** Mounts `exportXls` and `importExcel`: the sheet's title and the failed-rows report's name. */
  readonly excel?: ResourceExcel & { readonly deps: () => ImportDeps };
}

const DEFAULT_MESSAGES: CrudMessages = {
  add: "添加成功！",
  edit: "编辑成功!",
  delete: "删除成功!",
  deleteBatch: "批量删除成功!",
  notFound: "未找到对应数据",
  duplicate: MSG_DUPLICATE_KEY,
};

export function crudRoutes<R extends Resource, TB extends CrudTable, J extends object>(
  db: Kysely<Database>,
  spec: CrudSpec<R, TB, J>,
  clock: () => Date,
): RouteSpec[] {
  const resource = spec.resource as Resource;
  const table = spec.table as string;
  const codes = resourceCodes(resource);
  const messages = { ...DEFAULT_MESSAGES, ...spec.messages };
  const base = resource.api;
  const anyDb = untyped(db);
  const eb = expressionBuilder<Database, TB>();
  const sharing: TenantSharing = spec.tenantScoped === "withShared" ? "withShared" : "strict";
  const written = (message: string) =>
    spec.writeResult === "none" ? { ...okMessage(message), result: null } : okMessage(message);

  /** The rows these routes may see: the spec's scope and the request's tenant. */
  const visible = (tenantId: number | null): Expression<SqlBool> | undefined => {
    const parts = [
      ...(spec.scope ? [spec.scope(eb)] : []),
      ...(spec.tenantScoped ? [tenantCondition(eb, tenantId, { sharing })] : []),
    ];
    return parts.length === 0 ? undefined : eb.and(parts);
  };
  const inScope = <Q extends { where(e: Expression<SqlBool>): Q }>(query: Q, tenantId: number | null): Q => {
    const condition = visible(tenantId);
    return condition ? query.where(condition) : query;
  };
  const find = async (id: string, tenantId: number | null) =>
    (await inScope(anyDb.selectFrom(table).selectAll().where("id", "=", id), tenantId).executeTakeFirst()) as
      | CrudRow<TB>
      | undefined;

  const listSpec = resourceListSpec(resource, spec.table, {
    tenantScoped: Boolean(spec.tenantScoped),
    ...(spec.maxPageSize ? { maxPageSize: spec.maxPageSize } : {}),
    toRecords: (rows) => rows.map(spec.toJson),
    where: (_eb, ctx: ListContext) => visible(ctx.tenantId),
    ...(spec.defaultSort ? { defaultSort: spec.defaultSort } : {}),
  });

  /** A unique field's value held by another visible row: refused before the write, as JeecgBoot checks. */
  const guardUnique = async (values: Record<string, unknown>, tenantId: number | null, id?: string) => {
    for (const [name, f] of Object.entries(resource.fields)) {
      const column = columnOf(name, f);
      if (!f.unique || values[column] === undefined || values[column] === null) continue;
      let query = anyDb.selectFrom(table).select("id").where(sql.ref(column), "=", values[column]);
      if (id) query = query.where("id", "<>", id);
      const taken = spec.uniqueAcrossTenants ? query : inScope(query, tenantId);
      if (await taken.executeTakeFirst()) throw new BusinessError(messages.duplicate);
    }
  };
  const write = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(messages.duplicate);
      throw error;
    }
  };

  /** Adds one record from checked wire values (the add route and each imported row). */
  const addRecord = async (body: Readonly<Record<string, unknown>>, auth: AuthContext) => {
    const values = await checked(toColumns(resource, body), { mode: "add", existing: undefined, auth });
    await guardUnique(values, auth.tenantId);
    await write(() =>
      anyDb
        .insertInto(table)
        .values({
          ...spec.defaults,
          ...values,
          ...(spec.tenantScoped ? { tenant_id: tenantOfNewRow(auth.tenantId) } : {}),
          ...(spec.stampOrgCode ? { sys_org_code: auth.user.org_code } : {}),
          id: newId(),
          create_by: auth.user.username,
          create_time: clock(),
        })
        .execute(),
    );
  };
  const checked = async (values: Record<string, unknown>, context: CrudWriteContext<TB>) =>
    (spec.check ? await spec.check(values as CrudValues<TB>, context) : values) as Record<string, unknown>;

  const edit = async (c: Context<AppEnv>) => {
    const { id, ...body } = validBodyOf(c);
    const auth = requireAuth(c);
    const existing = await find(id as string, auth.tenantId);
    if (!existing) return c.json(error500(messages.notFound));
    const values = await checked(toColumns(resource, body), { mode: "edit", existing, auth });
    await guardUnique(values, auth.tenantId, id as string);
    await write(() =>
      anyDb
        .updateTable(table)
        .set({ ...values, update_by: auth.user.username, update_time: clock() })
        .where("id", "=", id)
        .execute(),
    );
    return c.json(written(messages.edit));
  };
  /** Deletes the visible records among `ids`; how many there were. */
  const remove = async (ids: readonly string[], tenantId: number | null) => {
    const { onDelete } = spec;
    if (!onDelete) {
      const result = await inScope(
        anyDb.deleteFrom(table).where("id", "in", ids),
        tenantId,
      ).executeTakeFirst();
      return Number(result.numDeletedRows);
    }
    const found = (
      await inScope(anyDb.selectFrom(table).select("id").where("id", "in", ids), tenantId).execute()
    ).map((row: { id: string }) => row.id);
    if (found.length === 0) return 0;
    await db.transaction().execute(async (trx) => {
      await onDelete(trx, found);
      await untyped(trx).deleteFrom(table).where("id", "in", found).execute();
    });
    return found.length;
  };
  const requiredMessage = messages.required ? { requiredMessage: messages.required } : {};
  // The first counted field answers `allStatus`.
  const counted = countFields(resource).slice(0, 1);

  return [
    get(`${base}/list`, permission(codes.list), async (c) => {
      const page = await queryListPage(db, listSpec, listContext(c));
      return c.json(spec.listCodeZero ? okCodeZero(page) : ok(page));
    }),
    validated(
      post(`${base}/add`, permission(codes.add), async (c) => {
        await addRecord(validBodyOf(c), requireAuth(c));
        return c.json(written(messages.add));
      }),
      validBody(resource, "add", requiredMessage),
    ),
    validated(
      put(`${base}/edit`, permission(codes.edit), edit),
      validBody(resource, "edit", requiredMessage),
    ),
    validated(
      post(`${base}/edit`, permission(codes.edit), edit),
      validBody(resource, "edit", requiredMessage),
    ),
    del(`${base}/delete`, permission(codes.delete), async (c) => {
      const removed = await remove([requireId(c.req.query("id"))], requireAuth(c).tenantId);
      return c.json(
        removed > 0 ? okMessage(messages.delete) : error500(messages.deleteNotFound ?? messages.notFound),
      );
    }),
    del(`${base}/deleteBatch`, permission(codes.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids");
      if (ids.length === 0) return c.json(error500("参数不识别！"));
      const removed = await remove(ids, requireAuth(c).tenantId);
      if (removed === 0 && messages.deleteBatchNoneFound)
        return c.json(error500(messages.deleteBatchNoneFound));
      return c.json(okMessage(messages.deleteBatch));
    }),
    get(`${base}/queryById`, permission(codes.list), async (c) => {
      const row = await find(requireId(c.req.query("id")), requireAuth(c).tenantId);
      return c.json(row ? ok(spec.toJson(row)) : error500(messages.notFound));
    }),
    ...counted.map((name) =>
      get(`${base}/allStatus`, permission(codes.list), async (c) => {
        const column = columnOf(name, resource.fields[name] as Field);
        const tenantId = requireAuth(c).tenantId;
        return c.json(ok(await statusCounts(anyDb, table, column, (query) => inScope(query, tenantId))));
      }),
    ),
    ...(spec.excel
      ? excelRoutes(db, resourceExcelFamily(resource, listSpec, spec.excel, addRecord), spec.excel.deps)
      : []),
  ];
}

/** The database for a table the spec chooses at run time (its columns are checked by the types above). */
// biome-ignore lint/suspicious/noExplicitAny: see above
function untyped(db: Kysely<Database>): Kysely<any> {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return db as unknown as Kysely<any>;
}

import {
  countFields,
  type Field,
  type Resource,
  type ResourceFields,
  readFieldValue,
  resourceCodes,
  resourceMessages,
} from "@kanya/core/resource";
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
import { requiredQueryParam } from "../input";
import {
  type ListContext,
  type ListParams,
  type ListRow,
  listContext,
  queryListPage,
  type SortOrder,
} from "../list";
import { optionalIdList, requireId } from "../params";
import { error500, ok, okCodeZero, okMessage } from "../result";
import { del, get, post, put, type RouteSpec, validated } from "../routes";
import { type TenantSharing, tenantCondition, tenantOfNewRow } from "../tenant-scope";
import { type CrudTable, columnOf, type ResourceOfTable, toColumns } from "./columns";
import { type DataRuleSource, dataRuleCondition } from "./data-rules";
import { type CrudDetail, type DetailRowsByKey, deleteDetails, readDetails, writeDetails } from "./details";
import { type ResourceExcel, resourceExcelFamily } from "./excel-family";
import { resourceJson } from "./resource-json";
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
  /** One message for any malformed field (`开始时间格式不正确`), by its label, where the API has one. */
  readonly invalid?: (label: string) => string;
  /** deleteBatch without ids; default `参数不识别！`. */
  readonly noIds?: string;
}

/** What a write's `check` knows: add or edit, the record being edited, the caller. */
export interface CrudWriteContext<TB extends CrudTable> {
  readonly mode: "add" | "edit";
  readonly existing: CrudRow<TB> | undefined;
  /** The detail rows the body carried, by key (`details`); a key left out keeps the record's rows. */
  readonly details: DetailRowsByKey;
  readonly auth: AuthContext;
}

export interface CrudSpec<R extends Resource, TB extends CrudTable, J extends object> {
  /**
   * The resource; its `table` option names the table unless `table` below does. The table is inferred from
   * these two alone (`NoInfer` elsewhere): a generic scope function must not widen it.
   */
  readonly resource: ResourceOfTable<R, TB> & { readonly table?: TB };
  /** The table, only where the resource names none (or another one). */
  readonly table?: TB;
  /**
   * Fields the API reads, writes and lists beyond the resource's (entity columns no page shows, e.g. a
   * tenant's trade): the resource's own kinds and rules; never exported unless they say so.
   */
  readonly apiFields?: ResourceFields;
  /**
   * The id is the caller's (a field of the resource, e.g. a tenant's integer), not a new one: this reads it
   * from a query (`queryById`, `delete`, `deleteBatch`) or a body, refusing a malformed one.
   */
  readonly ownId?: (raw: unknown) => string | number;
  /** A delete sets these columns (e.g. `del_flag: 1`) instead of removing the row; `scope` hides it then. */
  readonly softDelete?: CrudValues<NoInfer<TB>>;
  /** A row as the wire has it; default: the entity's JSON read from the resource (./resource-json.ts). */
  readonly toJson?: (row: CrudRow<TB>) => J;
  readonly messages?: Partial<CrudMessages>;
  /**
   * Rows carry `tenant_id`: a request sees and writes only its tenant's rows, `withShared` also the shared
   * ones (http/tenant-scope.ts).
   */
  readonly tenantScoped?: boolean | TenantSharing;
  /** Unique fields are unique in the whole table (its unique key), not per tenant. */
  readonly uniqueAcrossTenants?: boolean;
  /** Rows outside this condition do not exist for these routes (e.g. `del_flag = 0`). */
  readonly scope?: (eb: ExpressionBuilder<Database, NoInfer<TB>>) => Expression<SqlBool>;
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
  /** `queryById` answers with code 0 instead of 200. */
  readonly queryByIdCodeZero?: boolean;
  /** `deleteBatch` answers JeecgBoot's `result.success(msg)` (no result). */
  readonly deleteBatchResult?: "message" | "none";
  readonly defaultSort?: { readonly field: string; readonly order: SortOrder };
  /**
   * Rows a request narrows itself to by its parameters beyond the query fields (a channel's list by
   * `queryParamCode`): applied to `list`, `exportXls` and `allStatus`.
   */
  readonly requestScope?: (
    eb: ExpressionBuilder<Database, NoInfer<TB>>,
    params: ListParams,
  ) => Expression<SqlBool> | undefined;
  /** Query fields `requestScope` reads itself (a tenant's `beginDate` as a lower bound): no equality filter. */
  readonly requestScopeFields?: readonly string[];
  /**
   * Rows the caller may see by who they are (a store's staff only their store's): applied to `list`,
   * `exportXls`, `allStatus`, `queryById`, `edit`, `delete` and `deleteBatch`. Undefined: all rows.
   */
  readonly userScope?: (
    eb: ExpressionBuilder<Database, NoInfer<TB>>,
    auth: AuthContext,
  ) => Expression<SqlBool> | undefined | Promise<Expression<SqlBool> | undefined>;
  /**
   * The menu whose data rules (数据规则) the caller's roles are authorised to narrow `list`, `exportXls` and
   * `allStatus` (JeecgBoot's @PermissionData; ./data-rules.ts).
   */
  readonly dataRules?: DataRuleSource;
  /** The largest page `list` serves (small tables the front end reads whole say `SMALL_LIST_PAGE_SIZE`). */
  readonly maxPageSize?: number;
  /**
   * Detail rows (一对多) by body key, each with its table and parent column (./details.ts): saved with the
   * record in one transaction, answered by `queryById`, deleted with it.
   */
  readonly details?: Readonly<Record<string, CrudDetail>>;
  /** Mounts `exportXls` and `importExcel`: the sheet's title and the failed-rows report's name. */
  readonly excel?: ResourceExcel & { readonly deps: () => ImportDeps };
  /**
   * Mounts `GET <api>/<path>?<field>=`: the visible record whose unique field holds the value (JeecgBoot's
   * `queryByCode`), answered as `queryById`; the value is read by the field's rules.
   */
  readonly findBy?: { readonly path: string; readonly field: string };
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
  const resource = (
    spec.apiFields
      ? { ...spec.resource, fields: { ...(spec.resource as Resource).fields, ...spec.apiFields } }
      : spec.resource
  ) as Resource;
  const ownTable: TB | undefined = spec.table ?? spec.resource.table;
  if (!ownTable) throw new Error(`crudRoutes: resource ${resource.name} names no table`);
  const table = ownTable as string;
  if (spec.findBy && !(spec.findBy.field in resource.fields))
    throw new Error(`crudRoutes: findBy names ${spec.findBy.field}, not a field of ${resource.name}`);
  const codes = resourceCodes(resource);
  const messages = { ...DEFAULT_MESSAGES, ...spec.messages };
  const toJson = spec.toJson ?? (resourceJson(resource) as (row: CrudRow<TB>) => J);
  const base = resource.api;
  const anyDb = untyped(db);
  const eb = expressionBuilder<Database, TB>();
  const sharing: TenantSharing = spec.tenantScoped === "withShared" ? "withShared" : "strict";
  const written = (message: string, result = spec.writeResult) =>
    result === "none" ? { ...okMessage(message), result: null } : okMessage(message);
  /** A query's id: the caller's own (`ownId`) or a plain one. */
  const idOf = (raw: unknown): string => (spec.ownId ? spec.ownId(raw) : requireId(raw)) as string;

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
  /** `condition` and the request's own scope (`requestScope`), when it has one. */
  const withRequestScope = (condition: Expression<SqlBool> | undefined, params: ListParams) => {
    const own = spec.requestScope?.(eb, params);
    if (!own) return condition;
    return condition ? eb.and([condition, own]) : own;
  };
  /** `condition` and the caller's own rows (`userScope`), when the spec has one. */
  const withUserScope = async (condition: Expression<SqlBool> | undefined, auth: AuthContext | undefined) => {
    const own = spec.userScope && auth ? await spec.userScope(eb, auth) : undefined;
    if (!own) return condition;
    return condition ? eb.and([condition, own]) : own;
  };
  /** `condition` and the caller's data rules on the spec's menu (`dataRules`): what the listings show. */
  const withDataRules = async (condition: Expression<SqlBool> | undefined, auth: AuthContext | undefined) => {
    const rules =
      spec.dataRules && auth
        ? await dataRuleCondition(db, spec.dataRules, resource, eb, auth, clock())
        : undefined;
    if (!rules) return condition;
    return condition ? eb.and([condition, rules]) : rules;
  };
  const inUserScope = async <Q extends { where(e: Expression<SqlBool>): Q }>(query: Q, auth: AuthContext) => {
    const condition = await withUserScope(visible(auth.tenantId), auth);
    return condition ? query.where(condition) : query;
  };
  const find = async (id: string, auth: AuthContext) =>
    (await (
      await inUserScope(anyDb.selectFrom(table).selectAll().where("id", "=", id), auth)
    ).executeTakeFirst()) as CrudRow<TB> | undefined;

  const listSpec = resourceListSpec(resource, ownTable, {
    tenantScoped: Boolean(spec.tenantScoped),
    ...(spec.maxPageSize ? { maxPageSize: spec.maxPageSize } : {}),
    toRecords: (rows) => rows.map(toJson),
    where: async (_eb, ctx: ListContext) =>
      withDataRules(
        await withUserScope(withRequestScope(visible(ctx.tenantId), ctx.params), ctx.auth),
        ctx.auth,
      ),
    ...(spec.defaultSort ? { defaultSort: spec.defaultSort } : {}),
    ...(spec.requestScopeFields ? { unfiltered: spec.requestScopeFields } : {}),
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

  const details = spec.details ?? {};
  const detailRows = Object.fromEntries(Object.entries(details).map(([key, detail]) => [key, detail.rows]));
  const hasDetails = Object.keys(details).length > 0;
  /** The detail rows a checked body carried. */
  const sentDetails = (body: Readonly<Record<string, unknown>>): DetailRowsByKey =>
    Object.fromEntries(
      Object.keys(details)
        .filter((key) => Array.isArray(body[key]))
        .map((key) => [key, body[key] as Record<string, unknown>[]]),
    );
  /** A record's write and, when the spec has details, its rows' in the same transaction. */
  const writeRecord = (
    work: (db: Kysely<Database>) => Promise<unknown>,
    id: string,
    sent: DetailRowsByKey,
    auth: AuthContext,
  ) =>
    write(() =>
      hasDetails
        ? db.transaction().execute(async (trx) => {
            await work(trx);
            await writeDetails(trx, details, id, sent, auth, clock());
          })
        : work(db),
    );

  /** Adds one record from checked wire values (the add route and each imported row). */
  const addRecord = async (body: Readonly<Record<string, unknown>>, auth: AuthContext) => {
    const sent = sentDetails(body);
    const values = await checked(toColumns(resource, body), {
      mode: "add",
      existing: undefined,
      auth,
      details: sent,
    });
    await guardUnique(values, auth.tenantId);
    const id = spec.ownId ? spec.ownId(values.id) : newId();
    await writeRecord(
      (target) =>
        untyped(target)
          .insertInto(table)
          .values({
            ...spec.defaults,
            ...values,
            ...(spec.tenantScoped ? { tenant_id: tenantOfNewRow(auth.tenantId) } : {}),
            ...(spec.stampOrgCode ? { sys_org_code: auth.user.org_code } : {}),
            id,
            create_by: auth.user.username,
            create_time: clock(),
          })
          .execute(),
      String(id),
      sent,
      auth,
    );
  };
  const checked = async (values: Record<string, unknown>, context: CrudWriteContext<TB>) =>
    (spec.check ? await spec.check(values as CrudValues<TB>, context) : values) as Record<string, unknown>;

  const edit = async (c: Context<AppEnv>) => {
    const { id: rawId, ...body } = validBodyOf(c);
    const id = idOf(rawId);
    const auth = requireAuth(c);
    const existing = await find(id, auth);
    if (!existing) return c.json(error500(messages.notFound));
    const sent = sentDetails(body);
    const values = await checked(toColumns(resource, body), { mode: "edit", existing, auth, details: sent });
    await guardUnique(values, auth.tenantId, id);
    await writeRecord(
      (target) =>
        untyped(target)
          .updateTable(table)
          .set({ ...values, update_by: auth.user.username, update_time: clock() })
          .where("id", "=", id)
          .execute(),
      String(id),
      sent,
      auth,
    );
    return c.json(written(messages.edit));
  };
  /** Deletes the visible records among `ids`; how many there were. */
  const remove = async (ids: readonly string[], auth: AuthContext) => {
    const onDelete = hasDetails
      ? async (trx: Kysely<Database>, found: readonly string[]) => {
          await spec.onDelete?.(trx, found);
          await deleteDetails(trx, details, found);
        }
      : spec.onDelete;
    if (!onDelete && !spec.softDelete) {
      const result = await (
        await inUserScope(anyDb.deleteFrom(table).where("id", "in", ids), auth)
      ).executeTakeFirst();
      return Number(result.numDeletedRows);
    }
    const found = (
      await (await inUserScope(anyDb.selectFrom(table).select("id").where("id", "in", ids), auth)).execute()
    ).map((row: { id: string }) => row.id);
    if (found.length === 0) return 0;
    await db.transaction().execute(async (trx) => {
      await onDelete?.(trx, found);
      const rows = untyped(trx);
      await (spec.softDelete
        ? rows
            .updateTable(table)
            .set({ ...spec.softDelete, update_by: auth.user.username, update_time: clock() })
            .where("id", "in", found)
        : rows.deleteFrom(table).where("id", "in", found)
      ).execute();
    });
    return found.length;
  };
  /** The `findBy` lookup: the value is required and read as the field reads it in a body. */
  const findByRoute = (path: string, name: string) =>
    get(`${base}/${path}`, permission(codes.list), async (c) => {
      const f = resource.fields[name] as Field;
      const reading = readFieldValue(
        name,
        f,
        requiredQueryParam(c, name, resourceMessages.required(f.label)),
      );
      if (!reading.ok) throw new BusinessError(reading.message);
      const query = anyDb
        .selectFrom(table)
        .selectAll()
        .where(sql.ref(columnOf(name, f)), "=", reading.value);
      const row = (await (await inUserScope(query, requireAuth(c))).executeTakeFirst()) as
        | CrudRow<TB>
        | undefined;
      return c.json(row ? ok(toJson(row)) : error500(messages.notFound));
    });
  const requiredMessage = {
    ...(messages.required ? { requiredMessage: messages.required } : {}),
    ...(messages.invalid ? { invalidMessage: messages.invalid } : {}),
  };
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
      validBody(resource, "add", requiredMessage, detailRows),
    ),
    validated(
      put(`${base}/edit`, permission(codes.edit), edit),
      validBody(resource, "edit", requiredMessage, detailRows),
    ),
    validated(
      post(`${base}/edit`, permission(codes.edit), edit),
      validBody(resource, "edit", requiredMessage, detailRows),
    ),
    del(`${base}/delete`, permission(codes.delete), async (c) => {
      const removed = await remove([idOf(c.req.query("id"))], requireAuth(c));
      return c.json(
        removed > 0 ? okMessage(messages.delete) : error500(messages.deleteNotFound ?? messages.notFound),
      );
    }),
    del(`${base}/deleteBatch`, permission(codes.deleteBatch), async (c) => {
      const ids = optionalIdList(c.req.query("ids"), "ids").map(idOf);
      if (ids.length === 0) return c.json(error500(messages.noIds ?? "参数不识别！"));
      const removed = await remove(ids, requireAuth(c));
      if (removed === 0 && messages.deleteBatchNoneFound)
        return c.json(error500(messages.deleteBatchNoneFound));
      return c.json(written(messages.deleteBatch, spec.deleteBatchResult ?? "message"));
    }),
    get(`${base}/queryById`, permission(codes.list), async (c) => {
      const row = await find(idOf(c.req.query("id")), requireAuth(c));
      if (!row) return c.json(error500(messages.notFound));
      const json = toJson(row);
      const answer = hasDetails
        ? { ...json, ...(await readDetails(db, details, String((row as { id: unknown }).id))) }
        : json;
      return c.json(spec.queryByIdCodeZero ? okCodeZero(answer) : ok(answer));
    }),
    ...(spec.findBy ? [findByRoute(spec.findBy.path, spec.findBy.field)] : []),
    ...counted.map((name) =>
      get(`${base}/allStatus`, permission(codes.list), async (c) => {
        const column = columnOf(name, resource.fields[name] as Field);
        const auth = requireAuth(c);
        const condition = await withDataRules(
          await withUserScope(withRequestScope(visible(auth.tenantId), c.req.query()), auth),
          auth,
        );
        return c.json(
          ok(
            await statusCounts(
              anyDb,
              table,
              column,
              (query) => (condition ? query.where(condition) : query),
              auth.versions,
            ),
          ),
        );
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

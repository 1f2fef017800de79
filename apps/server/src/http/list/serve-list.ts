import type { Context } from "hono";
import { type Expression, expressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../env";
import { readTenantId } from "../request";
import { okCodeZero } from "../result";
import { addDictText, type WithDictText } from "./dict-text";
import { type ListRequest, parseListRequest } from "./list-request";
import { type Page, toPage } from "./page";
import type { ListContext, ListRow, ListSpec, ListTable } from "./spec";
import { conditionExpression } from "./where";

/** Extra conditions for one call, on top of the spec's own `where`. */
export interface ListCallOptions {
  readonly where?: Expression<SqlBool>;
}

/** The request's parameters (first value of each name) and context, as list specs see them. */
export function listContext(c: Context<AppEnv>): ListContext {
  return { tenantId: readTenantId(c), auth: c.get("auth"), params: c.req.query() };
}

/** Answers a list request: the page with `_dictText` companions, code 0 as JeecgBoot's list endpoints. */
export async function serveList<TB extends ListTable, R extends object>(
  c: Context<AppEnv>,
  db: Kysely<Database>,
  spec: ListSpec<TB, R>,
  options: ListCallOptions = {},
): Promise<Response> {
  return c.json(okCodeZero(await queryListPage(db, spec, listContext(c), options)));
}

/** One page of a list: filters, superQuery, sort and paging from `ctx.params`, checked against the spec. */
export async function queryListPage<TB extends ListTable, R extends object>(
  db: Kysely<Database>,
  spec: ListSpec<TB, R>,
  ctx: ListContext,
  options: ListCallOptions = {},
): Promise<Page<WithDictText<R>>> {
  const request = parseListRequest(spec, ctx.params);
  const where = await whereOf(spec, request, ctx, options);
  let filtered = untyped(db).selectFrom(spec.table as string);
  if (where) filtered = filtered.where(where);

  const countRow = await filtered.select(sql<string>`count(*)`.as("total")).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const offset = (request.pageNo - 1) * request.pageSize;
  if (total === 0 || offset >= total) return toPage([], total, request.pageNo, request.pageSize);

  const rows = (await ordered(filtered.selectAll(), spec.uniqueColumn, request)
    .limit(request.pageSize)
    .offset(offset)
    .execute()) as ListRow<TB>[];
  const records = await addDictText(db, await spec.toRecords(rows, ctx), spec.dictFields);
  return toPage(records, total, request.pageNo, request.pageSize);
}

/**
 * Every record a list request selects, in its sort order, without paging (Excel export). `ids` narrows to
 * those rows (`selections=`); at most `limit` rows.
 */
export async function queryListAll<TB extends ListTable, R extends object>(
  db: Kysely<Database>,
  spec: ListSpec<TB, R>,
  ctx: ListContext,
  options: ListCallOptions & { readonly ids?: readonly string[]; readonly limit?: number } = {},
): Promise<WithDictText<R>[]> {
  // Paging parameters do not apply to an export; the rest of the request is checked as for a page.
  const { pageNo: _pageNo, pageSize: _pageSize, ...params } = ctx.params;
  const request = parseListRequest(spec, params);
  const where = await whereOf(spec, request, ctx, options);
  let query = untyped(db)
    .selectFrom(spec.table as string)
    .selectAll();
  if (where) query = query.where(where);
  if (options.ids) {
    if (options.ids.length === 0) return [];
    query = query.where(sql.ref(spec.uniqueColumn ?? "id"), "in", options.ids);
  }
  const rows = (await ordered(query, spec.uniqueColumn, request)
    .limit(options.limit ?? 100_000)
    .execute()) as ListRow<TB>[];
  return addDictText(db, await spec.toRecords(rows, { ...ctx, params }), spec.dictFields);
}

async function whereOf<TB extends ListTable, R extends object>(
  spec: ListSpec<TB, R>,
  request: ListRequest,
  ctx: ListContext,
  options: ListCallOptions,
): Promise<Expression<SqlBool> | undefined> {
  const eb = expressionBuilder<Database, TB>();
  const parts: Expression<SqlBool>[] = [];
  const scope = spec.where ? await spec.where(eb, ctx) : undefined;
  if (scope) parts.push(scope);
  if (options.where) parts.push(options.where);
  if (request.condition) parts.push(conditionExpression(eb, request.condition));
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : eb.and(parts);
}

/**
 * ORDER BY the requested columns, then the spec's unique column so pages never overlap. NULLs sort as in
 * MySQL (first ascending, last descending), so rows without a create time do not lead a `desc` list.
 */
// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the spec at run time
function ordered(query: any, uniqueColumn: string | undefined, request: ListRequest): any {
  const unique = uniqueColumn ?? "id";
  let out = query;
  for (const item of request.sort) {
    out = out.orderBy(sql.ref(item.column), (ob: { asc(): unknown; desc(): unknown }) =>
      item.order === "asc"
        ? (ob.asc() as { nullsFirst(): unknown }).nullsFirst()
        : (ob.desc() as { nullsLast(): unknown }).nullsLast(),
    );
  }
  if (!request.sort.some((s) => s.column === unique)) out = out.orderBy(sql.ref(unique), "asc");
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: list specs name their table and columns at run time
function untyped(db: Kysely<Database>): Kysely<any> {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return db as unknown as Kysely<any>;
}

import type { Context } from "hono";
import {
  type AliasedExpression,
  type Expression,
  expressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import type { Database } from "../../db/schema";
import { tableVersion } from "../../db/table-versions";
import type { AppEnv } from "../env";
import { readTenantId } from "../request";
import { okCodeZero } from "../result";
import { cachedTotal, countIdentity, rememberTotal } from "./count-cache";
import { addDictText, DICT_TABLES, type WithDictText } from "./dict-text";
import { type ListRequest, parseListRequest } from "./list-request";
import { type Page, toPage } from "./page";
import { keptPageRows, MAX_KEPT_PAGE_SIZE, pageKey, rememberPageRows } from "./page-cache";
import type { ListContext, ListRow, ListSpec, ListTable } from "./spec";
import { conditionExpression } from "./where";

/** Extra conditions for one call, on top of the spec's own `where`. */
export interface ListCallOptions {
  readonly where?: Expression<SqlBool>;
}

/** The request's parameters (first value of each name) and context, as list specs see them. */
export function listContext(c: Context<AppEnv>): ListContext {
  return {
    tenantId: readTenantId(c),
    auth: c.get("auth"),
    params: c.req.query(),
    versions: c.get("tableVersions"),
  };
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

/** Values the page query reads beside the rows: write versions, and the total when none is kept. */
const VERSION = "kanya_version";
const DICT_VERSION = "kanya_dict_version";
const TOTAL = "kanya_total";

/**
 * One page of a list: filters, superQuery, sort and paging from `ctx.params`, checked against the spec.
 * One round trip as a rule: the matching rows are counted only when no total is kept for this query at the
 * current write version of the tables it reads (count-cache.ts). That version comes from `ctx.versions`
 * (read when the request began), else from the page query itself, which then also reads the dictionaries'.
 */
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
  const counting = filtered.select(sql<string>`count(*)`.as("total"));
  const identity = await countIdentity(db, counting);
  const kept = identity ? cachedTotal(db, identity) : undefined;
  const hasDicts = Object.keys(spec.dictFields ?? {}).length > 0;
  const known = ctx.versions;

  const scalars: AliasedExpression<unknown, string>[] = [];
  if (identity && !known) scalars.push(tableVersion(identity.tables).as(VERSION));
  if (hasDicts && !known) scalars.push(tableVersion(DICT_TABLES).as(DICT_VERSION));
  // Known beforehand, the version tells whether a kept total is current; else it is counted apart if stale.
  const keep = kept !== undefined && (!known || kept.version === known.of(identity?.tables ?? []));
  if (!keep) scalars.push(counting.as(TOTAL));
  const offset = (request.pageNo - 1) * request.pageSize;
  // With the versions read when the request began, a page kept at them is answered without a query.
  const keptAt = identity && known ? known.of(identity.tables) : undefined;
  const keyOfPage =
    identity && keptAt !== undefined && request.pageSize <= MAX_KEPT_PAGE_SIZE
      ? pageKey(identity, orderText(spec.uniqueColumn, request), request.pageSize, offset)
      : undefined;
  const keptRows =
    keep && keyOfPage && keptAt !== undefined ? keptPageRows(db, keyOfPage, keptAt) : undefined;
  let found: Record<string, unknown>[];
  let values: Record<string, unknown> = {};
  if (keptRows) found = keptRows;
  else {
    const page = ordered(filtered.selectAll(), spec.uniqueColumn, request)
      .limit(request.pageSize)
      .offset(offset);
    ({ rows: found, values } = await pageWithValues(db, page, scalars, offset));
  }
  // A first page without rows: nothing matches, so there is nothing to count or cache.
  if (found.length === 0 && offset === 0) return toPage([], 0, request.pageNo, request.pageSize);

  const version = identity ? (keptAt ?? String(values[VERSION])) : undefined;
  const hit = kept !== undefined && kept.version === version;
  let total: number;
  if (hit) total = kept.total;
  else if (TOTAL in values) total = Number(values[TOTAL] ?? 0);
  else total = Number((await counting.executeTakeFirst())?.total ?? 0);
  // Counted in the page's statement or after it: never older than the version read.
  if (identity && version !== undefined && !hit) rememberTotal(db, identity, version, total);
  if (keyOfPage && keptAt !== undefined && !keptRows) rememberPageRows(db, keyOfPage, keptAt, found);
  if (found.length === 0) return toPage([], total, request.pageNo, request.pageSize);

  const dictVersion = hasDicts ? (known?.of(DICT_TABLES) ?? String(values[DICT_VERSION])) : undefined;
  const records = await addDictText(
    db,
    await spec.toRecords(found as ListRow<TB>[], ctx),
    spec.dictFields,
    dictVersion,
  );
  return toPage(records, total, request.pageNo, request.pageSize);
}

/**
 * Runs a page query with scalar values (versions, a total) selected beside each row: uncorrelated
 * subqueries, which PostgreSQL evaluates once per statement. An empty page brings no row to read them from;
 * they are then read on their own, unless it is the first page (`offset` 0), where nothing matches at all.
 */
export async function pageWithValues(
  db: Kysely<Database>,
  page: AnySelect,
  scalars: readonly AliasedExpression<unknown, string>[],
  offset: number,
): Promise<{ rows: Record<string, unknown>[]; values: Record<string, unknown> }> {
  if (scalars.length === 0) return { rows: (await page.execute()) as Record<string, unknown>[], values: {} };
  const found = (await page.select(scalars).execute()) as Record<string, unknown>[];
  if (found.length === 0 && offset === 0) return { rows: [], values: {} };
  const names = scalars.map((scalar) => String(scalar.alias));
  const first = found[0] ?? (await untyped(db).selectNoFrom(scalars).executeTakeFirstOrThrow());
  const values: Record<string, unknown> = {};
  for (const name of names) values[name] = first[name];
  // The rows as the table has them: the values are not columns of it. They are the rows' last properties,
  // and deleting those last-first keeps each row a fast object (no copy per row).
  for (const row of found) for (let i = names.length - 1; i >= 0; i--) delete row[names[i] as string];
  return { rows: found, values };
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

/** Rows an export reads per query: the records of one batch are written out before the next is read. */
export const EXPORT_BATCH_SIZE = 2_000;

/**
 * `queryListAll` read lazily, `batchSize` records at a time in the same order, for an export that writes
 * as it reads (memory stays one batch, not the whole list). The request is checked and the first batch read
 * before this resolves, so a bad request is still the caller's error envelope, not a broken download.
 */
export async function queryListBatches<TB extends ListTable, R extends object>(
  db: Kysely<Database>,
  spec: ListSpec<TB, R>,
  ctx: ListContext,
  options: ListCallOptions & {
    readonly ids?: readonly string[];
    readonly limit?: number;
    readonly batchSize?: number;
  } = {},
): Promise<AsyncIterable<WithDictText<R>[]>> {
  const { pageNo: _pageNo, pageSize: _pageSize, ...params } = ctx.params;
  const request = parseListRequest(spec, params);
  const where = await whereOf(spec, request, ctx, options);
  const limit = options.limit ?? 100_000;
  const size = options.batchSize ?? EXPORT_BATCH_SIZE;
  const read = async (offset: number) => {
    if (options.ids?.length === 0) return { count: 0, records: [] };
    let query = untyped(db)
      .selectFrom(spec.table as string)
      .selectAll();
    if (where) query = query.where(where);
    if (options.ids) query = query.where(sql.ref(spec.uniqueColumn ?? "id"), "in", options.ids);
    const rows = (await ordered(query, spec.uniqueColumn, request)
      .limit(Math.min(size, limit - offset))
      .offset(offset)
      .execute()) as ListRow<TB>[];
    const records = await spec.toRecords(rows, { ...ctx, params });
    return { count: rows.length, records: await addDictText(db, records, spec.dictFields) };
  };
  const first = await read(0);
  return (async function* () {
    let batch = first;
    let offset = 0;
    for (;;) {
      if (batch.records.length > 0) yield batch.records;
      offset += batch.count;
      if (batch.count < size || offset >= limit) return;
      batch = await read(offset);
    }
  })();
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

// biome-ignore lint/suspicious/noExplicitAny: the table is chosen by the spec at run time
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * ORDER BY the requested columns, then the spec's unique column so pages never overlap. NULLs sort as in
 * MySQL (first ascending, last descending), so rows without a create time do not lead a `desc` list.
 */
// biome-ignore lint/suspicious/noExplicitAny: as AnySelect
export function ordered(query: any, uniqueColumn: string | undefined, request: ListRequest): AnySelect {
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

/** The order `ordered` gives a request, as text: part of a kept page's key. */
function orderText(uniqueColumn: string | undefined, request: ListRequest): string {
  return `${request.sort.map((item) => `${item.column} ${item.order}`).join(",")};${uniqueColumn ?? "id"}`;
}

// biome-ignore lint/suspicious/noExplicitAny: list specs name their table and columns at run time
function untyped(db: Kysely<Database>): Kysely<any> {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return db as unknown as Kysely<any>;
}

import { type RawBuilder, sql } from "kysely";
import { BusinessError } from "../../http/errors";
import { formatDateTime } from "../../wire/datetime";
import { checkPlanRelations, checkReportSql, splitParameters } from "./sql-guard";
import type { ReportDb, ReportItem, ReportParam } from "./tables";

/** What a run reads besides the report: `self_` parameters, query fields, sort and page. */
export interface ReportRequest {
  /** SQL parameter values by name (from `self_{name}`); a missing one takes the parameter's default. */
  params: Record<string, string>;
  /** Query field values: `field` (single) or `field_begin` / `field_end` (group). */
  query: Record<string, string>;
  column?: string;
  order?: "asc" | "desc";
  pageNo: number;
  pageSize: number;
}

export interface ReportPage {
  records: Record<string, unknown>[];
  total: number;
}

const NUMERIC_TYPES = new Set(["integer", "int", "long", "double", "bigdecimal", "number"]);
const castOf = (type: string | null): string => {
  const t = (type ?? "string").toLowerCase();
  if (NUMERIC_TYPES.has(t)) return "numeric";
  if (t === "date") return "date";
  if (t === "datetime") return "timestamptz";
  return "text";
};

/** The report's SQL with its `${name}` parameters as bound values (never spliced into the text). */
export function boundStatement(
  statement: string,
  params: readonly ReportParam[],
  values: Record<string, string>,
) {
  const defaults = new Map(params.map((p) => [p.param_name, p.param_value ?? ""]));
  const parts = splitParameters(statement).map((part) =>
    "text" in part ? sql.raw(part.text) : sql`${values[part.param] ?? defaults.get(part.param) ?? ""}`,
  );
  return sql.join(parts, sql``);
}

/** The query fields' conditions on the report's rows (`t`): single like/equal, group between. */
function conditions(items: readonly ReportItem[], query: Record<string, string>): RawBuilder<unknown>[] {
  const out: RawBuilder<unknown>[] = [];
  for (const item of items) {
    if (item.is_search !== 1) continue;
    const column = sql.ref(`t.${item.field_name}`);
    const cast = castOf(item.field_type);
    if (item.search_mode === "group") {
      const begin = query[`${item.field_name}_begin`];
      const end = query[`${item.field_name}_end`];
      if (begin) out.push(sql`${column} >= cast(${begin} as ${sql.raw(cast)})`);
      if (end) out.push(sql`${column} <= cast(${end} as ${sql.raw(cast)})`);
      continue;
    }
    const value = query[item.field_name];
    if (!value) continue;
    if (cast === "text") out.push(sql`cast(${column} as text) ilike ${`%${escapeLike(value)}%`}`);
    else out.push(sql`${column} = cast(${value} as ${sql.raw(cast)})`);
  }
  return out;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Milliseconds a report's statement may run. */
export const REPORT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * Runs a report page in a READ ONLY transaction with a statement timeout: the SQL is checked (one SELECT),
 * its plan's tables checked against the allow-list, then the count and the page are read.
 */
export async function runReport(
  db: ReportDb,
  report: { sql: string; items: readonly ReportItem[]; params: readonly ReportParam[] },
  request: ReportRequest,
  options: { timeoutMs?: number } = {},
): Promise<ReportPage> {
  const statement = checkReportSql(report.sql);
  const inner = boundStatement(statement, report.params, request.params);
  const where = conditions(report.items, request.query);
  const filter = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const sortable = report.items.find((i) => i.field_name === request.column && i.is_order === 1);
  const orderBy = sortable
    ? sql`order by ${sql.ref(`t.${sortable.field_name}`)} ${sql.raw(request.order === "asc" ? "asc" : "desc")}`
    : sql``;
  const timeout = Math.max(1, Math.floor(options.timeoutMs ?? REPORT_STATEMENT_TIMEOUT_MS));
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await sql.raw(`set local statement_timeout = ${timeout}`).execute(trx);
      const plan = await sql<{ "QUERY PLAN": unknown }>`explain (format json, verbose) ${inner}`.execute(trx);
      checkPlanRelations(plan.rows.map((r) => r["QUERY PLAN"]));
      const counted = await sql<{
        total: string;
      }>`select count(*) as total from (${inner}) as t ${filter}`.execute(trx);
      const rows = await sql<Record<string, unknown>>`select t.* from (${inner}) as t ${filter} ${orderBy}
        limit ${request.pageSize} offset ${(request.pageNo - 1) * request.pageSize}`.execute(trx);
      return { total: Number(counted.rows[0]?.total ?? 0), records: rows.rows.map(toWire) };
    });
  } catch (error) {
    throw asReportError(error);
  }
}

/** Dates as JeecgBoot's text; everything else as read. */
function toWire(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? formatDateTime(value) : value;
  return out;
}

/** A database error of the report's own making (timeout, bad SQL, bad query value) as a message to show. */
function asReportError(error: unknown): unknown {
  if (error instanceof BusinessError) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "57014" || /statement timeout|canceling statement/i.test(message))
    return new BusinessError("报表查询超时，请缩小查询范围");
  if (code === "25006" || /read-only transaction/i.test(message))
    return new BusinessError("报表SQL只能读取数据");
  if (typeof code === "string" && /^(22|42)/.test(code))
    return new BusinessError(`报表SQL执行失败：${message}`);
  return error;
}

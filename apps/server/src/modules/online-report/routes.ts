import type { Context } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { authenticated, openableByLink, permission } from "../../http/access";
import type { AppEnv } from "../../http/env";
import { BusinessError } from "../../http/errors";
import { serveWorkbook } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { requiredQueryParam } from "../../http/input";
import { escapeLike, toPage } from "../../http/list";
import { parsePaging } from "../../http/list/list-request";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { ok, okMessage } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { createReportCache } from "./cache";
import { headToWire, itemToWire, paramToWire, parseReportModel, type ReportModel } from "./definitions";
import { type ReportPage, type ReportRequest, runReport } from "./run-report";
import { type ReportDb, type ReportItem, type ReportParam, reportDb } from "./tables";

const CODES = PERMISSION_CODES.onlineReport;

export interface OnlineReportDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** The statement timeout of a report run (default 5 s). */
  timeoutMs?: number;
}

/**
 * Online reports (JeecgBoot's 在线报表): definitions for admins under `/online/cgreport/head|item|param`, and
 * the reading API every signed-in user's report pages and popups call under `/online/cgreport/api`
 * (getRpColumns, getQueryInfo, getData — pages cached 30 s per report and parameters).
 */
export function onlineReportRoutes(deps: OnlineReportDeps): RouteSpec[] {
  const db = reportDb(deps.db);
  const cache = createReportCache<ReportPage>(deps.clock);
  const load = (idOrCode: string) => loadReport(db, idOrCode);
  const run = (model: Pick<ReportModel, "items" | "params"> & { sql: string }, request: ReportRequest) =>
    runReport(db, model, request, { timeoutMs: deps.timeoutMs });

  const save = async (c: Context<AppEnv>, body: Record<string, unknown>, id: string, isNew: boolean) => {
    const model = parseReportModel(body, id);
    // The SQL must run (tables allowed, parameters bound) before it is kept.
    await run(
      { sql: model.head.cgr_sql, items: [], params: model.params },
      {
        params: {},
        query: {},
        pageNo: 1,
        pageSize: 1,
      },
    );
    const username = requireAuth(c).user.username;
    const now = deps.clock();
    try {
      await db.transaction().execute(async (trx) => {
        if (isNew) {
          await trx
            .insertInto("onl_cgreport_head")
            .values({ ...model.head, create_by: username, create_time: now })
            .execute();
        } else {
          const updated = await trx
            .updateTable("onl_cgreport_head")
            .set({
              code: model.head.code,
              name: model.head.name,
              cgr_sql: model.head.cgr_sql,
              content: model.head.content,
              update_by: username,
              update_time: now,
            })
            .where("id", "=", id)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) throw new BusinessError("未找到对应报表");
          await trx.deleteFrom("onl_cgreport_item").where("cgrhead_id", "=", id).execute();
          await trx.deleteFrom("onl_cgreport_param").where("cgrhead_id", "=", id).execute();
        }
        if (model.items.length) await trx.insertInto("onl_cgreport_item").values(model.items).execute();
        if (model.params.length) await trx.insertInto("onl_cgreport_param").values(model.params).execute();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(`报表编码已存在：${model.head.code}`);
      throw error;
    }
    cache.drop(id);
    return c.json(ok(id, isNew ? "添加成功！" : "编辑成功!"));
  };

  const exportReport = async (c: Context<AppEnv>, idOrCode: string) => {
    const report = await load(idOrCode);
    const request = reportRequest(report, c.req.query(), 1, MAX_EXPORT_ROWS);
    const page = await run({ sql: report.head.cgr_sql, items: report.items, params: report.params }, request);
    const shown = report.items.filter((i) => i.is_show !== 0);
    const dictOptions = await loadDictOptions(db, shown);
    return serveWorkbook(
      c,
      report.head.name,
      shown.map((i) => ({
        header: i.field_txt ?? i.field_name,
        value: (row: Record<string, unknown>) => {
          const value = row[i.field_name];
          if (value === null || value === undefined) return null;
          const options = dictOptions[i.field_name];
          if (options) return options.find((o) => o.value === String(value))?.text ?? String(value);
          return typeof value === "number" ? value : String(value);
        },
      })),
      page.records,
    );
  };

  return [
    get("/online/cgreport/head/list", permission(CODES.list), async (c) => {
      const query = c.req.query();
      const { pageNo, pageSize } = parsePaging(query);
      let heads = db.selectFrom("onl_cgreport_head");
      const name = query.name?.replaceAll("*", "").trim();
      const code = query.code?.replaceAll("*", "").trim();
      if (name) heads = heads.where("name", "ilike", `%${escapeLike(name)}%`);
      if (code) heads = heads.where("code", "ilike", `%${escapeLike(code)}%`);
      const { total } = await heads
        .select((eb) => eb.fn.countAll<string>().as("total"))
        .executeTakeFirstOrThrow();
      const rows = await heads
        .selectAll()
        .orderBy("create_time", "desc")
        .orderBy("id")
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      return c.json(ok(toPage(rows.map(headToWire), Number(total), pageNo, pageSize)));
    }),
    get("/online/cgreport/head/queryById", permission(CODES.list), async (c) => {
      const report = await load(requiredQueryParam(c, "id"));
      return c.json(
        ok({
          head: headToWire(report.head),
          items: report.items.map(itemToWire),
          params: report.params.map(paramToWire),
        }),
      );
    }),
    post("/online/cgreport/head/add", permission(CODES.add), async (c) =>
      save(c, await readJsonObject(c), newId(), true),
    ),
    put("/online/cgreport/head/edit", permission(CODES.edit), async (c) => {
      const body = await readJsonObject(c);
      const head = (body.head ?? body) as Record<string, unknown>;
      const id = typeof head.id === "string" ? head.id : "";
      if (!id) throw new BusinessError("参数id不能为空");
      return save(c, body, id, false);
    }),
    del("/online/cgreport/head/delete", permission(CODES.delete), async (c) => {
      const id = requiredQueryParam(c, "id");
      const result = await db.deleteFrom("onl_cgreport_head").where("id", "=", id).executeTakeFirst();
      cache.drop(id);
      if (Number(result.numDeletedRows) === 0) throw new BusinessError("未找到对应报表");
      return c.json(okMessage("删除成功!"));
    }),
    // The designer's live preview: the unsaved definition's first page.
    post("/online/cgreport/head/preview", permission(CODES.edit), async (c) => {
      const model = parseReportModel(await readJsonObject(c), "preview");
      const page = await run(
        { sql: model.head.cgr_sql, items: model.items, params: model.params },
        { params: {}, query: {}, pageNo: 1, pageSize: 10 },
      );
      return c.json(ok(page));
    }),
    get("/online/cgreport/item/listByHeadId", permission(CODES.list), async (c) => {
      const report = await load(requiredQueryParam(c, "headId"));
      return c.json(ok(report.items.map(itemToWire)));
    }),
    get("/online/cgreport/param/listByHeadId", permission(CODES.list), async (c) => {
      const report = await load(requiredQueryParam(c, "headId"));
      return c.json(ok(report.params.map(paramToWire)));
    }),

    get("/online/cgreport/api/getRpColumns/:code", authenticated, async (c) => {
      const report = await load(c.req.param("code") ?? "");
      const shown = report.items.filter((i) => i.is_show !== 0);
      const dictOptions = await loadDictOptions(db, shown);
      return c.json(
        ok({
          cgRpConfigId: report.head.id,
          cgRpConfigName: report.head.name,
          code: report.head.code,
          columns: shown.map((i) => ({
            title: i.field_txt ?? i.field_name,
            dataIndex: i.field_name,
            fieldType: i.field_type,
            sorter: i.is_order === 1,
            ...(i.dict_code ? { customRender: i.field_name } : {}),
          })),
          dictOptions,
          params: report.params.map((p) => ({
            name: p.param_name,
            label: p.param_txt,
            value: p.param_value,
          })),
        }),
      );
    }),
    get("/online/cgreport/api/getQueryInfo/:id", authenticated, async (c) => {
      const report = await load(c.req.param("id") ?? "");
      const dictOptions = await loadDictOptions(db, report.items);
      return c.json(
        ok(
          report.items
            .filter((i) => i.is_search === 1)
            .map((i) => ({
              field: i.field_name,
              label: i.field_txt ?? i.field_name,
              mode: i.search_mode === "group" ? "group" : "single",
              view: i.dict_code ? "list" : viewOf(i.field_type),
              fieldType: i.field_type,
              dictCode: i.dict_code,
              dictOptions: i.dict_code ? (dictOptions[i.field_name] ?? []) : undefined,
              hidden: i.is_show === 0,
            })),
        ),
      );
    }),
    get("/online/cgreport/api/getData/:id", authenticated, async (c) => {
      const report = await load(c.req.param("id") ?? "");
      const query = c.req.query();
      const { pageNo, pageSize } = parsePaging(query);
      const request = reportRequest(report, query, pageNo, pageSize);
      const page = await cache.get(report.head.id, request, () =>
        run({ sql: report.head.cgr_sql, items: report.items, params: report.params }, request),
      );
      return c.json(ok({ ...page, size: pageSize, current: pageNo }));
    }),
    // 导出: the whole result (up to 10 000 rows) with the query and sort of the page, dictionary texts shown.
    get("/online/cgreport/api/exportXls/:id", authenticated, (c) => exportReport(c, c.req.param("id") ?? "")),
    // The same for a download link: path tickets open fixed paths, so the report comes as `cgRpConfigId`.
    get("/online/cgreport/api/exportXls", openableByLink(authenticated), (c) =>
      exportReport(c, requiredQueryParam(c, "cgRpConfigId")),
    ),
  ];
}

const MAX_EXPORT_ROWS = 10_000;

/** A run's request from the query string: `self_{name}` parameters, query fields, sort, page. */
function reportRequest(
  report: { items: readonly ReportItem[]; params: readonly ReportParam[] },
  query: Record<string, string>,
  pageNo: number,
  pageSize: number,
): ReportRequest {
  return {
    params: Object.fromEntries(
      report.params.map((p) => [p.param_name, query[`self_${p.param_name}`] ?? p.param_value ?? ""]),
    ),
    query: Object.fromEntries(
      report.items
        .filter((i) => i.is_search === 1)
        .flatMap((i) => [i.field_name, `${i.field_name}_begin`, `${i.field_name}_end`])
        .filter((k) => query[k])
        .map((k) => [k, String(query[k])]),
    ),
    ...(query.column ? { column: query.column } : {}),
    order: query.order === "asc" ? "asc" : "desc",
    pageNo,
    pageSize,
  };
}

const viewOf = (type: string | null) =>
  type === "Date" ? "date" : type === "Datetime" ? "datetime" : "text";

async function loadReport(db: ReportDb, idOrCode: string) {
  const head = await db
    .selectFrom("onl_cgreport_head")
    .selectAll()
    .where((eb) => eb.or([eb("id", "=", idOrCode), eb("code", "=", idOrCode)]))
    .executeTakeFirst();
  if (!head) throw new BusinessError("实体不存在");
  const [items, params] = await Promise.all([
    db
      .selectFrom("onl_cgreport_item")
      .selectAll()
      .where("cgrhead_id", "=", head.id)
      .orderBy("order_num")
      .execute(),
    db
      .selectFrom("onl_cgreport_param")
      .selectAll()
      .where("cgrhead_id", "=", head.id)
      .orderBy("order_num")
      .execute(),
  ]);
  return { head, items, params };
}

/** Each dictionary column's enabled items, keyed by the column's field (the columns' `customRender`). */
async function loadDictOptions(
  db: ReportDb,
  items: readonly { field_name: string; dict_code: string | null }[],
): Promise<Record<string, { value: string; text: string }[]>> {
  const codes = [...new Set(items.map((i) => i.dict_code).filter((c): c is string => !!c))];
  if (!codes.length) return {};
  const rows = await db
    .selectFrom("sys_dict_item as i")
    .innerJoin("sys_dict as d", "d.id", "i.dict_id")
    .select(["d.dict_code", "i.item_value", "i.item_text"])
    .where("d.dict_code", "in", codes)
    .where((eb) => eb.or([eb("i.status", "=", 1), eb("i.status", "is", null)]))
    .orderBy("i.sort_order")
    .execute();
  const out: Record<string, { value: string; text: string }[]> = {};
  for (const item of items) {
    if (!item.dict_code) continue;
    out[item.field_name] = rows
      .filter((r) => r.dict_code === item.dict_code)
      .map((r) => ({ value: r.item_value ?? "", text: r.item_text ?? "" }));
  }
  return out;
}

import { gatewayRoute } from "@kanya/resources";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { type CrudValues, crudRoutes } from "../../http/crud";
import { BusinessError } from "../../http/errors";
import type { ImportDeps } from "../../http/excel";
import { requireAuth } from "../../http/guard";
import { escapeLike } from "../../http/list";
import { optionalInteger, optionalText, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { ok, okMessage } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { toSysGatewayRouteJson } from "../../wire/sys-registries";

const CODES = PERMISSION_CODES.gatewayRoute;
const URI = /^(lb|https?|wss?):\/\/[^\s]{1,240}$/;
const MSG_BAD_URI = "路由URI格式不正确，应以 lb://、http(s):// 或 ws(s):// 开头";

/**
 * `/sys/gatewayRoute/*`: route records of a Spring Cloud gateway (Kanya has no gateway; the records are
 * kept for the console page). The `gatewayRoute` resource's routes (add, edit, delete, deleteBatch,
 * queryById, Excel) over live rows, beside JeecgBoot's own: `list` answers every live route as an array with
 * `predicates`/`filters` parsed, `updateAll` adds or edits, `clearRedis` has nothing to clear.
 */
export function gatewayRouteRoutes(db: Kysely<Database>, importDeps: ImportDeps): RouteSpec[] {
  const { clock } = importDeps;
  const resourceRoutes = crudRoutes(
    db,
    {
      resource: gatewayRoute,
      toJson: toSysGatewayRouteJson,
      scope: (eb) => eb.or([eb("del_flag", "=", 0), eb("del_flag", "is", null)]),
      defaults: { del_flag: 0, filters: "[]", status: 1 },
      messages: { add: "操作成功！", edit: "操作成功！", delete: "删除路由成功", duplicate: "路由ID已存在" },
      check: checkRoute,
      excel: { title: "网关路由", deps: () => importDeps },
    },
    clock,
  ).filter((route) => route.path !== "/sys/gatewayRoute/list");

  return [
    get("/sys/gatewayRoute/list", permission(CODES.list), async (c) => {
      let query = db
        .selectFrom("sys_gateway_route")
        .selectAll()
        .where((eb) => eb.or([eb("del_flag", "=", 0), eb("del_flag", "is", null)]));
      // The console's query bar: `*text*` like-matches, as the list engine reads them.
      for (const [param, column] of [
        ["routerId", "router_id"],
        ["name", "name"],
      ] as const) {
        const text = c.req
          .query(param)
          ?.replace(/^\*|\*$/g, "")
          .trim();
        if (text) query = query.where(column, "ilike", `%${escapeLike(text.slice(0, 100))}%`);
      }
      const rows = await query.orderBy("create_time").orderBy("id").execute();
      return c.json(
        ok(
          rows.map((row) => ({
            ...toSysGatewayRouteJson(row),
            predicates: parseArray(row.predicates),
            filters: parseArray(row.filters),
          })),
        ),
      );
    }),
    // JeecgBoot's body is `{router: {...}}`: with an id it updates that route, otherwise adds one.
    post("/sys/gatewayRoute/updateAll", permission(CODES.edit), async (c) => {
      const body = await readJsonObject(c);
      const router =
        typeof body.router === "object" && body.router !== null && !Array.isArray(body.router)
          ? (body.router as Record<string, unknown>)
          : body;
      const values = readRouter(router);
      const { user } = requireAuth(c);
      const id =
        router.id === undefined || router.id === null || router.id === "" ? undefined : requireId(router.id);
      const existing = id
        ? await db.selectFrom("sys_gateway_route").select("id").where("id", "=", id).executeTakeFirst()
        : undefined;
      if (existing && id) {
        await db
          .updateTable("sys_gateway_route")
          .set({ ...values, update_by: user.username, update_time: clock() })
          .where("id", "=", id)
          .execute();
      } else {
        await db
          .insertInto("sys_gateway_route")
          .values({
            ...values,
            id: id ?? newId(),
            del_flag: 0,
            create_by: user.username,
            create_time: clock(),
          })
          .execute();
      }
      return c.json(okMessage("操作成功！"));
    }),
    // Routes are not cached anywhere in Kanya.
    get("/sys/gatewayRoute/clearRedis", permission(CODES.edit), (c) => c.json(okMessage("清除成功！"))),
    ...resourceRoutes,
  ];
}

/** The resource routes' checks beyond the schema: the URI's scheme, predicates and filters as JSON arrays. */
function checkRoute(values: CrudValues<"sys_gateway_route">): CrudValues<"sys_gateway_route"> {
  const checked = { ...values };
  if (values.uri !== undefined && !URI.test(String(values.uri ?? ""))) throw new BusinessError(MSG_BAD_URI);
  if (values.predicates !== undefined) checked.predicates = jsonArrayText(values.predicates, "路由条件");
  if (values.filters !== undefined) checked.filters = jsonArrayText(values.filters, "过滤器") ?? "[]";
  if (values.status !== undefined) {
    // A dictionary value arrives as text ("1"); the column holds the number.
    const raw: unknown = values.status;
    const status = raw === null || raw === "" ? 1 : Number(raw);
    if (status !== 0 && status !== 1) throw new BusinessError(`字段status的值不正确：${String(raw)}`);
    checked.status = status;
  }
  return checked;
}

function readRouter(router: Record<string, unknown>) {
  const routerId = optionalText(router, "routerId", 50);
  if (!routerId) throw new BusinessError("路由ID不能为空");
  const uri = optionalText(router, "uri", 255);
  if (!uri || !URI.test(uri)) throw new BusinessError(MSG_BAD_URI);
  return {
    router_id: routerId,
    name: optionalText(router, "name", 32) ?? null,
    uri,
    predicates: jsonArrayText(router.predicates, "predicates"),
    filters: jsonArrayText(router.filters, "filters") ?? "[]",
    status: optionalInteger(router, "status", [0, 1]) ?? 1,
    retryable: optionalInteger(router, "retryable", [0, 1]) ?? null,
    strip_prefix: optionalInteger(router, "stripPrefix", [0, 1]) ?? null,
    persistable: optionalInteger(router, "persistable", [0, 1]) ?? null,
    show_api: optionalInteger(router, "showApi", [0, 1]) ?? null,
  };
}

/** An array given as JSON text or as an array, stored as JSON text; anything else is refused. */
function jsonArrayText(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === "") return null;
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new BusinessError(`${name}必须是JSON数组`);
    }
  }
  if (!Array.isArray(parsed)) throw new BusinessError(`${name}必须是JSON数组`);
  const text = JSON.stringify(parsed);
  if (text.length > 10_000) throw new BusinessError(`${name}过长`);
  return text;
}

function parseArray(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

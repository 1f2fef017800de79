import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { optionalInteger, optionalText, requireId } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject } from "../../http/request";
import { error500, ok, okMessage } from "../../http/result";
import { del, get, post, type RouteSpec } from "../../http/routes";
import { newId } from "../../ids";
import { toSysGatewayRouteJson } from "../../wire/sys-registries";

const CODES = PERMISSION_CODES.gatewayRoute;
const URI = /^(lb|https?|wss?):\/\/[^\s]{1,240}$/;

/**
 * `/sys/gatewayRoute/*`: route records of a Spring Cloud gateway (Kanya has no gateway; the records are
 * kept for the console page). `list` answers every live route with `predicates`/`filters` as arrays.
 */
export function gatewayRouteRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
  return [
    get("/sys/gatewayRoute/list", permission(CODES.list), async (c) => {
      const rows = await db
        .selectFrom("sys_gateway_route")
        .selectAll()
        .where((eb) => eb.or([eb("del_flag", "=", 0), eb("del_flag", "is", null)]))
        .orderBy("create_time")
        .orderBy("id")
        .execute();
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
    del("/sys/gatewayRoute/delete", permission(CODES.delete), async (c) => {
      const result = await db
        .updateTable("sys_gateway_route")
        .set({ del_flag: 1, update_time: clock() })
        .where("id", "=", requireId(c.req.query("id")))
        .executeTakeFirst();
      return c.json(
        Number(result.numUpdatedRows) > 0 ? okMessage("删除路由成功") : error500("未找到对应数据"),
      );
    }),
  ];
}

function readRouter(router: Record<string, unknown>) {
  const routerId = optionalText(router, "routerId", 50);
  if (!routerId) throw new BusinessError("路由ID不能为空");
  const uri = optionalText(router, "uri", 255);
  if (!uri || !URI.test(uri))
    throw new BusinessError("路由URI格式不正确，应以 lb://、http(s):// 或 ws(s):// 开头");
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

import { defineResource, field, resourceCodes } from "@kanya/core/resource";
import { Hono, type MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/schema";
import type { Access } from "../src/http/access";
import { crudRoutes } from "../src/http/crud";
import type { AppEnv } from "../src/http/env";
import { createErrorHandler } from "../src/http/error-handler";
import { MSG_NO_PERMISSION } from "../src/http/messages";
import { mountRoutes } from "../src/http/routes";
import { backends } from "./support/backends";

/** A resource of the engine's own, over a migrated table: what any registry gets from `crudRoutes`. */
const probe = defineResource({
  name: "probe",
  title: "探针",
  api: "/test/probe",
  permission: "test:probe",
  fields: {
    routerId: field.text({ label: "路由ID", required: true, max: 50, unique: true, query: "like" }),
    name: field.text({ label: "名称", max: 32 }),
    uri: field.text({ label: "地址", required: true, max: 255 }),
    status: field.number({ label: "状态", integer: true, min: 0, max: 1, counts: true, query: "eq" }),
    checkedAt: field.datetime({ label: "核对时间", column: "update_time" }),
  },
});
const CODES = resourceCodes(probe);

type Json = { success: boolean; message: string; code: number; result: never };

describe.each(backends)("resource routes (http/crud) on $name", (backend) => {
  let db: Kysely<Database>;
  let held = new Set<string>(Object.values(CODES));
  const marker = `probe${Date.now().toString(36)}`;
  const app = new Hono<AppEnv>();

  beforeAll(async () => {
    db = await backend.db();
    const admin = await db
      .selectFrom("sys_user")
      .selectAll()
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();
    // The guard's part, without sessions: the caller is admin and holds the codes in `held`.
    const guard =
      (access: Access): MiddlewareHandler<AppEnv> =>
      async (c, next) => {
        if (access.kind === "permission" && !held.has(access.code))
          return c.json({ success: false, message: MSG_NO_PERMISSION, code: 510 });
        c.set("auth", { user: admin, sessionId: "test", tenantId: null });
        await next();
      };
    const api = new Hono<AppEnv>();
    mountRoutes(
      api,
      crudRoutes(
        db,
        {
          resource: probe,
          table: "sys_gateway_route",
          toJson: (row) => ({
            id: row.id,
            routerId: row.router_id,
            name: row.name,
            uri: row.uri,
            status: row.status,
          }),
          scope: (eb) => eb("del_flag", "=", 0),
          defaults: { del_flag: 0 },
        },
        () => new Date(),
      ),
      guard,
    );
    app.onError(createErrorHandler(() => {}));
    app.route("/", api);
  });

  const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const res = await app.request(path, {
      method,
      headers: { "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Json;
  };
  const add = (body: object) => call("POST", "/test/probe/add", body);
  const find = async (routerId: string) =>
    (
      (await call("GET", `/test/probe/list?routerId=${routerId}`)) as unknown as {
        result: { records: { id: string; name: string | null; uri: string }[] };
      }
    ).result.records[0];
  let count = 0;
  const unique = () => `${marker}_${count++}`;

  it("adds a record from a valid body and finds it by the list's filters", async () => {
    const routerId = unique();
    expect(await add({ routerId, uri: "lb://a", status: "1" })).toMatchObject({
      success: true,
      message: "添加成功！",
    });
    expect(await find(routerId)).toMatchObject({ uri: "lb://a" });
  });

  it("stores a date-time sent as GMT+8 wall clock as that instant", async () => {
    const routerId = unique();
    await add({ routerId, uri: "lb://a", checkedAt: "2024-01-01 08:00:00" });
    const row = await db
      .selectFrom("sys_gateway_route")
      .select("update_time")
      .where("router_id", "=", routerId)
      .executeTakeFirstOrThrow();
    expect(row.update_time?.toISOString()).toBe("2024-01-01T00:00:00.000Z");
  });

  it("refuses a wrong-typed or missing field before the handler, naming it, and saves nothing", async () => {
    const routerId = unique();
    expect(await add({ routerId, uri: { $gt: "" } })).toEqual(
      expect.objectContaining({ success: false, message: "字段uri必须是文本" }),
    );
    expect(await add({ routerId })).toMatchObject({ success: false, message: "地址不能为空" });
    expect(await add({ routerId, uri: "lb://a", status: 2 })).toMatchObject({
      message: "字段status的值不正确：2",
    });
    expect(await find(routerId)).toBeUndefined();
  });

  it("checks the permission before the body", async () => {
    held = new Set([CODES.list]);
    try {
      expect(await add({ routerId: [] })).toMatchObject({ success: false, message: MSG_NO_PERMISSION });
    } finally {
      held = new Set(Object.values(CODES));
    }
  });

  it("refuses a value a unique field already has", async () => {
    const routerId = unique();
    await add({ routerId, uri: "lb://a" });
    expect(await add({ routerId, uri: "lb://b" })).toMatchObject({
      success: false,
      message: "数据库中已存在该记录",
    });
  });

  it("edits only the fields sent, and never empties a required one", async () => {
    const routerId = unique();
    await add({ routerId, name: "甲", uri: "lb://a" });
    const { id } = (await find(routerId)) ?? { id: "" };
    expect(await call("PUT", "/test/probe/edit", { id, name: "乙" })).toMatchObject({ success: true });
    expect(await find(routerId)).toMatchObject({ name: "乙", uri: "lb://a" });
    expect(await call("PUT", "/test/probe/edit", { id, uri: "" })).toMatchObject({ message: "地址不能为空" });
  });

  it("treats rows outside its scope as absent", async () => {
    const routerId = unique();
    await add({ routerId, uri: "lb://a" });
    const { id } = (await find(routerId)) ?? { id: "" };
    await db.updateTable("sys_gateway_route").set({ del_flag: 1 }).where("id", "=", id).execute();
    expect(await call("GET", `/test/probe/queryById?id=${id}`)).toMatchObject({
      success: false,
      message: "未找到对应数据",
    });
    expect(await call("DELETE", `/test/probe/delete?id=${id}`)).toMatchObject({ success: false });
  });

  it("counts the records of each status (allStatus: status, coun)", async () => {
    const counts = async () => {
      const answer = (await call("GET", "/test/probe/allStatus")) as unknown as {
        result: { status: number | null; coun: number }[];
      };
      return new Map(answer.result.map((item) => [item.status, item.coun]));
    };
    const before = await counts();
    await add({ routerId: unique(), uri: "lb://a", status: 0 });
    await add({ routerId: unique(), uri: "lb://a", status: 1 });
    await add({ routerId: unique(), uri: "lb://a", status: 1 });
    const after = await counts();
    expect(after.get(0)).toBe((before.get(0) ?? 0) + 1);
    expect(after.get(1)).toBe((before.get(1) ?? 0) + 2);
  });

  it("deletes a batch of the records in scope", async () => {
    const ids: string[] = [];
    for (const routerId of [unique(), unique()]) {
      await add({ routerId, uri: "lb://a" });
      ids.push((await find(routerId))?.id ?? "");
    }
    expect(await call("DELETE", `/test/probe/deleteBatch?ids=${ids.join(",")}`)).toMatchObject({
      success: true,
    });
    expect(await call("GET", `/test/probe/queryById?id=${ids[0]}`)).toMatchObject({ success: false });
  });
});

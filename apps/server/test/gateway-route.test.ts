import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

const CODES = PERMISSION_CODES.gatewayRoute;
const unique = () => `route-${randomBytes(4).toString("hex")}`;

interface Route {
  id: string;
  routerId: string;
  name: string | null;
  uri: string;
  predicates: unknown;
  filters: unknown;
  status: number;
}

// The console's page: the gateway route resource's routes (http/crud) beside JeecgBoot's list and updateAll.
describe.each(backends)("gateway routes on the resource routes on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });
  const setup = async (codes: readonly string[] = Object.values(CODES)) => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    return { db, app, ...(await grantedClient(app, db, codes)) };
  };
  type Client = Awaited<ReturnType<typeof setup>>["client"];
  const listed = async (client: Client, query: Record<string, string> = {}) =>
    (await client.get<Route[]>("/sys/gatewayRoute/list", query)).result;

  it("adds a route with JSON predicates and filters, finds it by the query bar, edits and deletes it", async () => {
    const { client } = await setup();
    const routerId = unique();
    const added = await client.post("/sys/gatewayRoute/add", {
      routerId,
      name: "演示",
      uri: "lb://demo",
      predicates: '[{"name":"Path","args":["/demo/**"]}]',
      filters: "",
      status: "1",
    });
    expect(added).toMatchObject({ success: true, message: "操作成功！" });
    const [route] = await listed(client, { routerId: `*${routerId}*` });
    expect(route).toMatchObject({
      routerId,
      uri: "lb://demo",
      predicates: [{ name: "Path", args: ["/demo/**"] }],
      filters: [],
      status: 1,
    });
    expect(await listed(client, { routerId: "*no-such-route*" })).toEqual([]);
    expect(
      (await client.get<Route>("/sys/gatewayRoute/queryById", { id: route?.id ?? "" })).result,
    ).toMatchObject({ routerId, predicates: '[{"name":"Path","args":["/demo/**"]}]' });

    const edited = await client.put("/sys/gatewayRoute/edit", {
      id: route?.id,
      uri: "http://demo:8080",
      status: "0",
    });
    expect(edited).toMatchObject({ success: true });
    expect((await listed(client, { routerId }))[0]).toMatchObject({ uri: "http://demo:8080", status: 0 });

    expect(await client.delete("/sys/gatewayRoute/delete", { id: route?.id ?? "" })).toMatchObject({
      success: true,
      message: "删除路由成功",
    });
    expect(await listed(client, { routerId })).toEqual([]);
  });

  it("refuses predicates that are not a JSON array, a bad URI and a taken routerId, and stores nothing", async () => {
    const { client, db } = await setup();
    const routerId = unique();
    expect(
      await client.post("/sys/gatewayRoute/add", { routerId, uri: "lb://x", predicates: "{not json" }),
    ).toMatchObject({
      success: false,
      message: "路由条件必须是JSON数组",
    });
    expect(
      await client.post("/sys/gatewayRoute/add", { routerId, uri: "lb://x", filters: '{"a":1}' }),
    ).toMatchObject({
      success: false,
      message: "过滤器必须是JSON数组",
    });
    expect(await client.post("/sys/gatewayRoute/add", { routerId, uri: "file:///etc/passwd" })).toMatchObject(
      {
        success: false,
      },
    );
    expect(
      await client.post("/sys/gatewayRoute/add", { routerId, uri: "lb://x", status: "7" }),
    ).toMatchObject({
      success: false,
    });
    const rows = await db
      .selectFrom("sys_gateway_route")
      .select("id")
      .where("router_id", "=", routerId)
      .execute();
    expect(rows).toEqual([]);
    expect(
      await client.post("/sys/gatewayRoute/add", { routerId: "jeecg-system", uri: "lb://x" }),
    ).toMatchObject({
      success: false,
      message: "路由ID已存在",
    });
  });

  it("deletes several routes at once, only with the deleteBatch code", async () => {
    const { client, app, db } = await setup();
    const ids: string[] = [];
    for (const routerId of [unique(), unique()]) {
      await client.post("/sys/gatewayRoute/add", { routerId, uri: "lb://batch" });
      ids.push((await listed(client, { routerId }))[0]?.id ?? "");
    }
    const viewer = await grantedClient(app, db, [CODES.list]);
    expect(await viewer.client.delete("/sys/gatewayRoute/deleteBatch", { ids: ids.join(",") })).toMatchObject(
      {
        success: false,
        code: 510,
      },
    );
    expect(await client.delete("/sys/gatewayRoute/deleteBatch", { ids: ids.join(",") })).toMatchObject({
      success: true,
    });
    const left = await db.selectFrom("sys_gateway_route").select("id").where("id", "in", ids).execute();
    expect(left).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { createErrorHandler } from "../src/http/error-handler";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { onlineReportRoutes } from "../src/modules/online-report/routes";
import { checkReportSql } from "../src/modules/online-report/sql-guard";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { readXlsx } from "./support/xlsx";

const CODES = Object.values(PERMISSION_CODES.onlineReport);
const unique = () => `rp_${randomBytes(4).toString("hex")}`;

interface Columns {
  cgRpConfigId: string;
  cgRpConfigName: string;
  columns: { title: string; dataIndex: string; customRender?: string }[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}
interface Page {
  total: number;
  records: Record<string, unknown>[];
}

describe("report SQL guard", () => {
  it("keeps one SELECT or WITH and refuses anything else", () => {
    expect(checkReportSql(" select 1 as a; ")).toBe("select 1 as a");
    expect(checkReportSql("with x as (select 1 as a) select * from x")).toContain("with");
    for (const bad of [
      "delete from sys_user",
      "select 1; delete from sys_user",
      "select 1 -- x",
      "with d as (delete from sys_user returning *) select * from d",
      "select * into t from sys_user",
      "select pg_read_file('/etc/passwd')",
      "select password from sys_user",
      "select $1",
    ])
      expect(() => checkReportSql(bad), bad).toThrow();
    // A forbidden word inside a quoted literal is data.
    expect(checkReportSql("select 'delete' as a")).toBe("select 'delete' as a");
  });
});

describe.each(backends)("online reports on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });
  const setup = async (codes: readonly string[] = CODES) => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    return { db, app, ...(await grantedClient(app, db, codes)) };
  };

  it("serves the seeded user report's columns, query info and data with dictionary options", async () => {
    const { client } = await setup([]);
    const columns = (await client.get<Columns>("/online/cgreport/api/getRpColumns/user_report")).result;
    expect(columns).toMatchObject({ cgRpConfigName: "用户列表" });
    expect(columns.columns.map((c) => c.dataIndex)).toContain("realname");
    expect(columns.columns.find((c) => c.dataIndex === "sex")).toMatchObject({
      title: "性别",
      customRender: "sex",
    });
    expect(columns.dictOptions.sex).toContainEqual({ value: "1", text: "男" });
    const info = (
      await client.get<{ field: string; mode: string }[]>(
        `/online/cgreport/api/getQueryInfo/${columns.cgRpConfigId}`,
      )
    ).result;
    expect(info).toContainEqual(
      expect.objectContaining({ field: "realname", mode: "single", hidden: false }),
    );
    expect(info).toContainEqual(expect.objectContaining({ field: "create_time", mode: "group" }));
    const data = await client.get<Page>(`/online/cgreport/api/getData/${columns.cgRpConfigId}`, {
      pageNo: "1",
      pageSize: "2",
      column: "username",
      order: "asc",
    });
    expect(data.success).toBe(true);
    expect(data.result.records).toHaveLength(2);
    expect(data.result.total).toBeGreaterThan(2);
    const names = data.result.records.map((r) => r.username as string);
    expect([...names].sort()).toEqual(names);
    const admin = await client.get<Page>(`/online/cgreport/api/getData/${columns.cgRpConfigId}`, {
      realname: "管理",
    });
    expect(admin.result.records.every((r) => String(r.realname).includes("管理"))).toBe(true);
  });

  it("exports the queried report with dictionary texts", async () => {
    const { app, token } = await setup([]);
    const res = await rawRequest(
      app,
      "/online/cgreport/api/exportXls/user_report?realname=%E7%AE%A1%E7%90%86",
      {
        headers: { "X-Access-Token": token },
      },
    );
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const rows = await readXlsx(await res.arrayBuffer());
    expect(rows[0]?.[0]).toBe("用户列表");
    expect(rows[1]).toEqual(["账号", "用户姓名", "性别", "手机号", "邮箱", "状态", "创建时间"]);
    expect(rows.slice(2).map((r) => [r[0], r[1], r[2]])).toContainEqual(["admin", "管理员", "男"]);
    expect(rows.slice(2).every((r) => String(r[1]).includes("管理"))).toBe(true);
  });

  it("admins add, list, edit and delete definitions; others may not", async () => {
    const { client } = await setup();
    const code = unique();
    const added = await client.post<string>("/online/cgreport/head/add", {
      head: {
        code,
        name: "测试报表",
        cgrSql: "select username, realname from sys_user where username = ${name}",
      },
      items: [
        { fieldName: "username", fieldTxt: "账号" },
        { fieldName: "realname", fieldTxt: "姓名", isSearch: 1 },
      ],
      params: [{ paramName: "name", paramValue: "admin" }],
    });
    expect(added).toMatchObject({ success: true });
    const id = added.result;
    const listed = await client.get<{ records: { id: string; code: string }[] }>(
      "/online/cgreport/head/list",
      { code },
    );
    expect(listed.result.records.map((r) => r.code)).toEqual([code]);
    expect(
      (await client.get<unknown[]>("/online/cgreport/item/listByHeadId", { headId: id })).result,
    ).toHaveLength(2);
    expect(
      (await client.get<unknown[]>("/online/cgreport/param/listByHeadId", { headId: id })).result,
    ).toHaveLength(1);
    const data = await client.get<Page>(`/online/cgreport/api/getData/${code}`);
    expect(data.result.records).toEqual([expect.objectContaining({ username: "admin" })]);

    const edited = await client.put("/online/cgreport/head/edit", {
      head: { id, code, name: "改名报表", cgrSql: "select username from sys_user where username = ${name}" },
      items: [{ fieldName: "username" }],
      params: [{ paramName: "name", paramValue: "admin" }],
    });
    expect(edited).toMatchObject({ success: true });
    const columns = (await client.get<Columns>(`/online/cgreport/api/getRpColumns/${code}`)).result;
    expect(columns).toMatchObject({ cgRpConfigName: "改名报表", columns: [{ dataIndex: "username" }] });

    const low = (await setup([])).client;
    expect(await low.get("/online/cgreport/head/list")).toMatchObject({ success: false });
    expect(
      await low.post("/online/cgreport/head/add", {
        head: { code: unique(), name: "x", cgrSql: "select 1" },
      }),
    ).toMatchObject({ success: false });

    expect(await client.delete(`/online/cgreport/head/delete`, { id })).toMatchObject({ success: true });
    expect(await client.get(`/online/cgreport/api/getRpColumns/${code}`)).toMatchObject({ success: false });
  });

  it("binds parameters as values: an injection attempt finds nothing and changes nothing", async () => {
    const { client } = await setup();
    const code = unique();
    const added = await client.post<string>("/online/cgreport/head/add", {
      head: { code, name: "注入", cgrSql: "select username from sys_user where username = ${name}" },
      items: [{ fieldName: "username", isSearch: 1 }],
      params: [{ paramName: "name", paramValue: "admin" }],
    });
    const id = added.result;
    const attack = "admin' or '1'='1";
    const data = await client.get<Page>(`/online/cgreport/api/getData/${id}`, { self_name: attack });
    expect(data).toMatchObject({ success: true, result: { total: 0, records: [] } });
    const query = await client.get<Page>(`/online/cgreport/api/getData/${id}`, { username: "%' or 1=1 --" });
    expect(query).toMatchObject({ success: true, result: { total: 0 } });
    const own = await client.get<Page>(`/online/cgreport/api/getData/${id}`, { self_name: "admin" });
    expect(own.result.total).toBe(1);
  });

  it("refuses non-SELECT SQL and tables outside the allow-list", async () => {
    const { client } = await setup();
    const add = (cgrSql: string) =>
      client.post("/online/cgreport/head/add", { head: { code: unique(), name: "坏", cgrSql } });
    const refused = await Promise.all(
      ["update sys_user set realname = 'x'", "select * from kanya_session"].map(
        async (q) => (await add(q)).message,
      ),
    );
    expect(refused).toEqual(["报表SQL只能是SELECT查询", "报表不允许读取表：kanya_session"]);
    expect(await add("select 1; select 2")).toMatchObject({
      success: false,
      message: "报表SQL只能是一条查询语句",
    });
    expect(await add("select * from pg_catalog.pg_authid")).toMatchObject({ success: false });
    expect(await add("select table_name from information_schema.tables")).toMatchObject({ success: false });
    expect(await add("select * from sys_user u join kanya_setting s on true")).toMatchObject({
      success: false,
    });
  });

  it("stops a statement at the timeout and caches a page 30 s per report and parameters", async () => {
    const db = await backend.db();
    let now = Date.parse("2030-01-01T00:00:00Z");
    const admin = await setup();
    const routes = onlineReportRoutes({ db, clock: () => new Date(now), timeoutMs: 100 });
    const call = async (path: string) => {
      const route = routes.find((r) => r.method === "GET" && path.startsWith(r.path.replace(/:\w+$/, "")));
      if (!route) throw new Error(path);
      // The routes' own handlers, through a tiny Hono app with the admin's auth in place and the app's error
      // handler, which turns a refusal (the timeout's message) into the JeecgBoot envelope.
      const { Hono } = await import("hono");
      const app = new Hono();
      app.onError(createErrorHandler(() => {}));
      app.get(route.path, (c) => {
        c.set("auth" as never, { user: { username: "admin" } } as never);
        return route.handler(c as never);
      });
      return (await app.request(path)).json() as Promise<{ success: boolean; message: string; result: Page }>;
    };
    const slow = unique();
    await admin.client.post("/online/cgreport/head/add", {
      head: {
        code: slow,
        name: "慢",
        cgrSql: "select 1 as n where ${wait} = '' or pg_sleep(1.5) is not null",
      },
      items: [{ fieldName: "n" }],
      params: [{ paramName: "wait", paramValue: "" }],
    });
    const timedOut = await call(`/online/cgreport/api/getData/${slow}?self_wait=yes`);
    // PostgreSQL cancels the statement; embedded PGlite (one wasm thread, no timer signal) runs it to the end.
    if (backend.name === "PostgreSQL")
      expect(timedOut).toMatchObject({ success: false, message: "报表查询超时，请缩小查询范围" });
    else expect(timedOut).toMatchObject({ success: true, result: { total: 1 } });

    const code = unique();
    const added = await admin.client.post<string>("/online/cgreport/head/add", {
      head: { code, name: "缓存", cgrSql: "select username from sys_user where username = ${name}" },
      items: [{ fieldName: "username" }],
      params: [{ paramName: "name", paramValue: "" }],
    });
    const name = `cache_${randomBytes(3).toString("hex")}`;
    const first = await call(`/online/cgreport/api/getData/${added.result}?self_name=${name}`);
    expect(first.result.total).toBe(0);
    await db
      .insertInto("sys_user")
      .values({ id: `u-${name}`, username: name, realname: name, del_flag: 0, status: 1 } as never)
      .execute();
    expect((await call(`/online/cgreport/api/getData/${added.result}?self_name=${name}`)).result.total).toBe(
      0,
    );
    now += 31_000;
    expect((await call(`/online/cgreport/api/getData/${added.result}?self_name=${name}`)).result.total).toBe(
      1,
    );
    await db.deleteFrom("sys_user").where("username", "=", name).execute();
  });
});

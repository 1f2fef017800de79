import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import type { Database } from "../src/db/schema";
import { MAX_BODY_BYTES } from "../src/http/body-limit";
import type { AppEnv } from "../src/http/env";
import { MSG_INTERNAL_ERROR } from "../src/http/messages";
import { backends } from "./support/backends";
import { recordBodyFieldReads } from "./support/body-field-reads";
import { API_BASE, rawRequest, signedHeaders, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const MSG_BODY_TOO_LARGE = "请求内容过大，不能超过1MB";
const MSG_UPLOAD_TOO_LARGE = "文件大小超出10MB限制, 请压缩或降低文件质量! ";

/** Text that means an answer leaked internals: a stack frame, SQL, or a driver's error wording. */
const STACK = /\n\s+at [^\n]*(\(|:\d+)/;
const SQL_TEXT =
  /\b(select|insert|update|delete)\b[^"]{0,200}\b(from|into|set|where)\b|syntax error|relation "|column "|violates|duplicate key|invalid input syntax|SQLSTATE|kysely/i;

/** Field names the system API reads, each set to the same wrong value in one body. */
const FIELDS = [
  "id",
  "ids",
  "username",
  "password",
  "oldpassword",
  "confirmpassword",
  "realname",
  "phone",
  "mobile",
  "smsmode",
  "captcha",
  "checkKey",
  "smscode",
  "email",
  "orgCode",
  "loginTenantId",
  "roleName",
  "roleCode",
  "name",
  "code",
  "parentId",
  "pid",
  "dictCode",
  "dictName",
  "dictId",
  "itemText",
  "itemValue",
  "status",
  "delFlag",
  "sex",
  "birthday",
  "selectedroles",
  "selecteddeparts",
  "relTenantIds",
  "departIds",
  "departId",
  "depId",
  "permissionIds",
  "lastpermissionIds",
  "roleId",
  "userId",
  "userIds",
  "anntId",
  "titile",
  "msgContent",
  "msgType",
  "sendStatus",
  "priority",
  "startTime",
  "endTime",
  "createTime",
  "sortNo",
  "menuType",
  "url",
  "component",
  "perms",
  "ruleJson",
  "ruleCode",
  "ruleName",
  "ruleClass",
  "ruleParams",
  "cronExpression",
  "jobClassName",
  "parameter",
  "dbType",
  "dbUrl",
  "dbName",
  "dbUsername",
  "dbPassword",
  "predicates",
  "filters",
  "routerId",
  "uri",
  "tenantId",
  "biz",
  "keyword",
  "text",
  "tableName",
  "fieldName",
  "fieldVal",
  "dataId",
  "workNo",
  "post",
  "userIdentity",
  "type",
  "value",
  "description",
  "token",
];

const QUERY_GARBAGE = [
  "pageNo=-1&pageSize=abc&column=;drop&order=sideways&field=a)b&superQueryParams=%7Bbad&superQueryMatchType=xor",
  FIELDS.map((f) => `${f}=${encodeURIComponent("\u0000' or '1'='1 --")}`).join("&"),
  FIELDS.map((f) => `${f}=${encodeURIComponent("[]{}")}&${f}=2`).join("&"),
  FIELDS.map((f) => `${f}=${"9".repeat(40)}`).join("&"),
  `id=${"x".repeat(5000)}&ids=${",".repeat(3000)}&keyWord=%25_%5C&createTime_begin=2024-13-45&createTime_end=no`,
];

const allFields = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
/**
 * Bodies no write may accept: malformed or non-object JSON, fields of the wrong type (objects, arrays,
 * booleans), NUL characters, bodies in other encodings. (Plain numbers and long text are left out: numbers
 * are read as text where the UI sends ids as numbers, and long text is valid for text columns.)
 */
const BODY_GARBAGE: readonly { type: string; body: string }[] = [
  { type: "application/json", body: '{"username": "admin", ' },
  { type: "application/json", body: "[1, 2, 3]" },
  { type: "application/json", body: '"just a string"' },
  { type: "application/json", body: "null" },
  { type: "application/json", body: allFields({ $gt: "" }) },
  { type: "application/json", body: allFields([1, "a", null]) },
  { type: "application/json", body: allFields(true) },
  { type: "application/json", body: allFields("\u0000' or 1=1 --") },
  { type: "text/plain", body: "username=admin&password=x" },
  { type: "application/x-www-form-urlencoded", body: "id=%00&ids=..%2F..%2F" },
  {
    type: "multipart/form-data; boundary=zz",
    body: '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--zz--',
  },
];

/**
 * Values of a type no field of the system API takes where it reads text, ids, numbers or dates. (Numbers
 * are read as text and null as "not given" by design, so they are valid for most fields.)
 */
const WRONG_TYPES: readonly unknown[] = [{ a: 1 }, [{ a: 1 }], true];

const PATH_GARBAGE = ["%00", "..%2F..%2Fetc%2Fpasswd", "'%20or%201=1--", "9".repeat(30), "%E4%BD%A0%FF"];

/** The app's own API routes (method, path), from its route table. */
function apiRoutes(app: Hono<AppEnv>): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (!["GET", "POST", "PUT", "DELETE"].includes(route.method)) continue;
    if (!route.path.startsWith("/jeecg-boot/")) continue;
    seen.set(`${route.method} ${route.path}`, {
      method: route.method,
      path: route.path.slice("/jeecg-boot".length),
    });
  }
  return [...seen.values()];
}

/** A concrete path for a route pattern, its parameters replaced by a garbage value. */
function concretePath(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+(\{[^}]*\})?\??/g, value).replace(/\*/g, value);
}

/** Row counts of every table that bad input must leave alone (sign-in state and the log may change). */
async function snapshot(db: Kysely<Database>): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    if (
      // Bookkeeping, not data: kanya_table_version counts write statements, even those that change no row.
      /^(sys_log|kanya_log_count|kanya_table_version|kanya_session|kanya_login_failure|kanya_captcha|kanya_sms_code|kysely_migration.*)$/.test(
        table,
      )
    ) {
      continue;
    }
    const result = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

interface Problem {
  request: string;
  problem: string;
}

/** Checks one answer; returns whether it reported success (a write that accepted garbage, if it is one). */
async function check(problems: Problem[], request: string, res: Response): Promise<boolean> {
  const text = await res.text();
  const report = (problem: string) =>
    problems.push({ request, problem: `${problem}: ${text.slice(0, 200)}` });
  if (res.status >= 500) report(`HTTP ${res.status}`);
  if (STACK.test(text)) report("stack trace in the answer");
  if (!(res.headers.get("Content-Type") ?? "").includes("json")) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    report("invalid JSON");
    return false;
  }
  const message = (body as { message?: unknown })?.message;
  if (typeof message === "string") {
    if (message === MSG_INTERNAL_ERROR) report("internal error");
    if (SQL_TEXT.test(message)) report("SQL text in the message");
  }
  return (body as { success?: unknown })?.success === true;
}

describe.each(backends)("bad input on $name", (backend) => {
  // Opening the worker's database (PGlite: seconds) belongs to the hook's time, not the first test's.
  beforeAll(async () => {
    await backend.db();
  });

  it("refuses an oversized JSON body with a clear envelope, declared or streamed, and changes nothing", async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const huge = JSON.stringify({ username: "admin", password: "x", pad: "x".repeat(MAX_BODY_BYTES) });
    const declared = await rawRequest(app, "/sys/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(huge)) },
      body: huge,
    });
    expect(declared.status).toBe(200);
    expect(await declared.json()).toMatchObject({ success: false, code: 500, message: MSG_BODY_TOO_LARGE });

    const before = await db
      .selectFrom("kanya_session")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirst();
    const chunks = [huge.slice(0, 600_000), huge.slice(600_000)];
    const streamed = await rawRequest(app, "/sys/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await streamed.json()).toMatchObject({ success: false, message: MSG_BODY_TOO_LARGE });
    const after = await db
      .selectFrom("kanya_session")
      .select(sql<string>`count(*)`.as("n"))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);

    // Just under the limit is read (and answered on its merits).
    const fits = JSON.stringify({ username: "admin", password: "x", pad: "x".repeat(MAX_BODY_BYTES - 100) });
    const read = await rawRequest(app, "/sys/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: fits,
    });
    expect(await read.json()).toMatchObject({ success: false, message: "用户名或密码错误" });
  });

  it("refuses an upload over 10 MB with JeecgBoot's message", async () => {
    const app = createApp({ db: await backend.db() });
    const token = await signIn(app, "admin");
    const form = new FormData();
    form.append("biz", "temp");
    form.append("file", new Blob([new Uint8Array(11 * 1024 * 1024)]), "big.png");
    const res = await rawRequest(app, "/sys/common/upload", {
      method: "POST",
      headers: { "X-Access-Token": token },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, message: MSG_UPLOAD_TOO_LARGE });
  });

  it("answers malformed JSON, wrong types and missing fields on the sign-in endpoints clearly", async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const user = await createTestUser(db);
    const token = await signIn(app, user.username, user.password);
    const post = (path: string, body: string, method = "POST") =>
      rawRequest(app, path, {
        method,
        headers: {
          "Content-Type": "application/json",
          "X-Access-Token": token,
          ...signedHeaders(path, body),
        },
        body,
      }).then((r) => r.json() as Promise<{ success: boolean; message: string }>);

    expect(await post("/sys/login", "{bad")).toMatchObject({
      success: false,
      message: "请求内容不是有效的JSON，请检查请求体格式",
    });
    // A value of the wrong type names its field; it is never read as "not given".
    expect(await post("/sys/login", '{"username": {"a": 1}}')).toMatchObject({
      success: false,
      message: "字段username必须是文本",
    });
    expect(await post("/sys/login", '{"username": "admin", "password": {"$ne": 1}}')).toMatchObject({
      success: false,
      message: "字段password必须是文本",
    });
    expect(await post("/sys/login", '{"username": ["admin"], "password": "123456"}')).toMatchObject({
      success: false,
      message: "字段username必须是文本",
    });
    expect(await post("/sys/login", '{"username": null, "password": "123456"}')).toMatchObject({
      success: false,
      message: "请输入用户名和密码",
    });
    expect(await post("/sys/phoneLogin", "{}")).toMatchObject({ success: false, message: "手机验证码错误" });
    // A NUL character never reaches a handler (PostgreSQL cannot store one; paths must never see one).
    expect(await post("/sys/login", '{"username": "admin\\u0000", "password": "x"}')).toMatchObject({
      success: false,
      message: "请求包含非法字符（空字符），请检查输入",
    });
    expect(await (await rawRequest(app, "/sys/randomImage/a%00b")).json()).toMatchObject({ success: false });
    expect(await post("/sys/sms", '{"mobile": {"a": 1}}')).toMatchObject({
      success: false,
      message: "字段mobile必须是文本",
    });
    expect(await post("/sys/user/register", '{"phone": 13900000000}')).toMatchObject({ success: false });
    expect(await post("/sys/user/updatePassword", '{"username": true}', "PUT")).toMatchObject({
      success: false,
      message: "字段username必须是文本",
    });
    expect(await post("/sys/user/updatePassword", '{"username": "someone"}', "PUT")).toMatchObject({
      success: false,
      message: "只允许修改自己的密码！",
    });
    expect(await post("/sys/selectDepart", '{"orgCode": "A01", "loginTenantId": "x"}', "PUT")).toMatchObject({
      success: false,
      message: "字段loginTenantId必须是整数",
    });
  });

  it("answers garbage sent to every registered route clearly: no unexpected error, stack or SQL, nothing changed", {
    timeout: 600_000,
  }, async () => {
    const fresh = await backend.freshDatabase();
    const db = await openDatabase(fresh.options);
    try {
      await migrateAndSeed(db);
      const unexpected: string[] = [];
      const app = createApp({
        db,
        log: (line) => {
          if (line.includes("failed:")) unexpected.push(line.split("\n")[0] ?? line);
        },
      });
      const token = await signIn(app, "admin");
      const routes = apiRoutes(app);
      expect(routes.length).toBeGreaterThan(20);
      const problems: Problem[] = [];
      // Writes that answered success to garbage: named when a table changed, to find the one that did.
      const acceptedWrites: string[] = [];
      const send = async (
        method: string,
        path: string,
        init: { headers?: Record<string, string>; body?: string; label?: string },
      ) => {
        const request = `${method} ${path.slice(0, 100)}${init.label ?? ""}`;
        const before = unexpected.length;
        // Signed as the client signs, so the handlers of JeecgBoot's signed paths get the garbage too.
        const headers = { ...signedHeaders(path, init.body), ...init.headers };
        const res = await app.fetch(
          new Request(`${API_BASE}${path}`, { method, headers, body: init.body ?? null }),
        );
        if ((await check(problems, request, res)) && method !== "GET") acceptedWrites.push(request);
        for (const line of unexpected.slice(before))
          problems.push({ request, problem: `unexpected error: ${line}` });
      };
      // The sign-out route would end the session the rest of the run uses.
      const signedIn = (path: string): Record<string, string> =>
        path === "/sys/logout" ? {} : { "X-Access-Token": token, "X-Tenant-Id": "1000" };

      // Clean requests first, so idempotent effects of reading (read marks and the like) happen before the
      // snapshot. They must already answer clearly: missing parameters are bad input too.
      for (const { method, path } of routes) {
        await send(method, concretePath(path, "x"), { headers: signedIn(path) });
      }
      const counts = await snapshot(db);

      for (const { method, path } of routes) {
        for (const value of PATH_GARBAGE.slice(0, path.includes(":") || path.includes("*") ? undefined : 1)) {
          const concrete = concretePath(path, value);
          if (method === "GET" || method === "DELETE") {
            for (const query of QUERY_GARBAGE)
              await send(method, `${concrete}?${query}`, { headers: signedIn(path) });
          } else {
            for (const [index, { type, body }] of BODY_GARBAGE.entries()) {
              await send(method, `${concrete}?${QUERY_GARBAGE[0]}`, {
                headers: { ...signedIn(path), "Content-Type": type },
                body,
                label: ` [body ${index}: ${body.slice(0, 50)}]`,
              });
            }
          }
          // And once without signing in.
          await send(method, `${concrete}?${QUERY_GARBAGE[1]}`, {
            headers: { "Content-Type": "application/json" },
            ...(method === "GET" ? {} : { body: allFields({ $gt: "" }) }),
          });
        }
      }

      expect.soft(problems.map((p) => `${p.request} → ${p.problem}`)).toEqual([]);
      const after = await snapshot(db);
      const changed = Object.keys(after).filter((table) => after[table] !== counts[table]);
      expect
        .soft(changed.length === 0 ? [] : [`tables changed: ${changed.join(", ")}`, ...acceptedWrites])
        .toEqual([]);
    } finally {
      await db.destroy();
      await fresh.dispose();
    }
  });
  it("answers a wrong-typed value in every body field of every route with the envelope, over HTTP, and keeps serving", {
    timeout: 600_000,
  }, async () => {
    const fresh = await backend.freshDatabase();
    const db = await openDatabase(fresh.options);
    // Over a real socket: a failure that resets the connection must fail here, not only in production.
    let server: ReturnType<typeof serve> | undefined;
    try {
      await migrateAndSeed(db);
      const unexpected: string[] = [];
      const app = createApp({
        db,
        log: (line) => {
          if (line.includes("failed:")) unexpected.push(line.split("\n")[0] ?? line);
        },
      });
      const base = await new Promise<string>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
          resolve(`http://127.0.0.1:${info.port}/jeecg-boot`),
        );
      });
      const token = await signIn(app, "admin");
      const problems: Problem[] = [];
      /** Sends a JSON body; returns the answer's envelope and the body fields the route read. */
      const send = async (method: string, path: string, body: Record<string, unknown>) => {
        const text = JSON.stringify(body);
        const request = `${method} ${path} ${text.slice(0, 160)}`;
        const before = unexpected.length;
        const headers = {
          "Content-Type": "application/json",
          "X-Access-Token": token,
          "X-Tenant-Id": "1000",
          ...signedHeaders(path, text),
        };
        const { result: res, fields } = await recordBodyFieldReads(text, () =>
          fetch(`${base}${path}`, { method, headers, body: text }).catch((error: Error) => error),
        );
        for (const line of unexpected.slice(before))
          problems.push({ request, problem: `unexpected error: ${line}` });
        // (Not `instanceof Response`: the Node adapter installs its own Response class.)
        if (res instanceof Error) {
          problems.push({ request, problem: `no answer: ${String(res.cause ?? res)}` });
          return { envelope: undefined, fields };
        }
        const answer = res.clone();
        await check(problems, request, res);
        const envelope = (await answer.json().catch(() => undefined)) as
          | { success?: unknown; message?: unknown }
          | undefined;
        if (
          envelope?.success === false &&
          (typeof envelope.message !== "string" || envelope.message === "")
        ) {
          problems.push({ request, problem: "refused without a message" });
        }
        return { envelope, fields };
      };

      // Body routes only: the sign-out would end the session the run uses.
      const routes = apiRoutes(app).filter(
        (r) => (r.method === "POST" || r.method === "PUT") && r.path !== "/sys/logout",
      );
      let fieldsSeen = 0;
      for (const { method, path: pattern } of routes) {
        const path = concretePath(pattern, "x");
        // The fields this route reads: each round fills those found so far, so later checks are reached.
        const fields = new Set<string>();
        for (let round = 0; round < 4; round++) {
          const filled = Object.fromEntries([...fields].map((f) => [f, "1"]));
          const { fields: read } = await send(method, path, filled);
          const before = fields.size;
          for (const field of read) fields.add(field);
          if (fields.size === before) break;
        }
        fieldsSeen += fields.size;
        for (const field of fields) {
          for (const value of WRONG_TYPES) {
            const body = { ...Object.fromEntries([...fields].map((f) => [f, "1"])), [field]: value };
            const { envelope, fields: read } = await send(method, path, body);
            // A wrong type the route looked at is refused: not taken as absent, or as a default, and saved.
            if (read.has(field) && envelope?.success !== false) {
              problems.push({
                request: `${method} ${path} ${JSON.stringify(body).slice(0, 160)}`,
                problem: `accepted ${JSON.stringify(value)} in ${field}`,
              });
            }
          }
        }
      }
      expect(fieldsSeen).toBeGreaterThan(100);
      expect.soft(problems.map((p) => `${p.request} → ${p.problem}`)).toEqual([]);

      // Still serving: sign-in and a list over the same socket.
      const login = await fetch(`${base}/sys/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "123456" }),
      });
      expect(await login.json()).toMatchObject({ success: true });
      const list = await fetch(`${base}/sys/user/list`, { headers: { "X-Access-Token": token } });
      expect(await list.json()).toMatchObject({ success: true });
    } finally {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await db.destroy();
      await fresh.dispose();
    }
  });
});

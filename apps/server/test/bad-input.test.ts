import type { Hono } from "hono";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import type { Database } from "../src/db/schema";
import { MAX_BODY_BYTES } from "../src/http/body-limit";
import type { AppEnv } from "../src/http/env";
import { MSG_INTERNAL_ERROR } from "../src/http/messages";
import { backends } from "./support/backends";
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
    expect(await post("/sys/login", '{"username": ["admin"], "password": {"$ne": 1}}')).toMatchObject({
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
      message: "手机号不允许为空！",
    });
    expect(await post("/sys/user/register", '{"phone": 13900000000}')).toMatchObject({ success: false });
    expect(await post("/sys/user/updatePassword", '{"username": true}', "PUT")).toMatchObject({
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
});

import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { corsOriginsFromEnv } from "../src/http/cors";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { failingDatabase, LEAKY_ERROR } from "./support/failing-database";

const ALLOWED = "https://admin.example.com";
const DEV_SERVER = "http://localhost:5173";

const preflightFrom = (origin: string) => ({
  method: "OPTIONS",
  headers: {
    Origin: origin,
    "Access-Control-Request-Method": "GET",
    "Access-Control-Request-Headers": "x-access-token,tenant-id",
  },
});

const postJson = (body: string) => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body,
});

describe.each(backends)("HTTP behaviour on $name", (backend) => {
  const setup = async () => createApp({ db: await backend.db() });

  it("answers malformed JSON with a clear envelope message", async () => {
    const app = await setup();
    const res = await rawRequest(app, "/sys/login", postJson('{"username": "admin", '));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      message: "请求内容不是有效的JSON，请检查请求体格式",
      code: 500,
      result: null,
      timestamp: expect.any(Number),
    });
    const array = await rawRequest(app, "/sys/login", postJson("[1, 2]"));
    expect(await array.json()).toMatchObject({ success: false, message: "请求内容必须是JSON对象" });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const app = await setup();
    const res = await rawRequest(app, "/sys/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ success: false, code: 404, result: null });
  });

  it("answers a wrong method like Spring does (code 405)", async () => {
    const app = await setup();
    const res = await rawRequest(app, "/sys/login");
    expect(await res.json()).toMatchObject({
      success: false,
      code: 405,
      message: "不支持GET请求方法，支持以下POST、",
    });
  });

  it("answers a preflight from an allowed origin with 200 and its CORS headers, before any token check", async () => {
    const app = createApp({ db: await backend.db(), corsOrigins: [ALLOWED] });
    const res = await rawRequest(app, "/sys/permission/getUserPermissionByToken", preflightFrom(ALLOWED));
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(ALLOWED);
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Access-Control-Allow-Headers")).toBe("x-access-token,tenant-id");
    expect(res.headers.get("Access-Control-Allow-Methods")).toBe("GET,POST,OPTIONS,PUT,DELETE");
  });

  it("gives an allowed origin's requests the CORS headers", async () => {
    const app = createApp({ db: await backend.db(), corsOrigins: [ALLOWED] });
    const res = await rawRequest(app, "/sys/login", {
      ...postJson('{"username":"admin","password":"wrong"}'),
      headers: { "Content-Type": "application/json", Origin: ALLOWED },
    });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(ALLOWED);
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Vary")).toContain("Origin");
  });

  it("gives an unknown origin no CORS headers, on requests and preflight alike", async () => {
    const app = createApp({ db: await backend.db(), corsOrigins: [ALLOWED] });
    const preflight = await rawRequest(app, "/sys/user/list", preflightFrom("https://evil.example"));
    const request = await rawRequest(app, "/sys/login", {
      ...postJson('{"username":"admin","password":"wrong"}'),
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    for (const res of [preflight, request]) {
      for (const header of [...res.headers.keys()]) expect(header).not.toMatch(/^access-control-/);
    }
    // Without a list nothing but the same origin is allowed, the dev server included.
    const byDefault = await rawRequest(await setup(), "/sys/user/list", preflightFrom(DEV_SERVER));
    expect(byDefault.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("CORS_ORIGINS", () => {
  it("lists origins, comma-separated, and adds the dev server in development only", () => {
    expect(corsOriginsFromEnv({})).toEqual([]);
    expect(corsOriginsFromEnv({ NODE_ENV: "production", CORS_ORIGINS: "" })).toEqual([]);
    expect(corsOriginsFromEnv({ CORS_ORIGINS: " https://a.example , https://b.example:8443/ " })).toEqual([
      "https://a.example",
      "https://b.example:8443",
    ]);
    expect(corsOriginsFromEnv({ NODE_ENV: "development" })).toEqual([DEV_SERVER]);
  });

  it("refuses an entry that is not an origin", () => {
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: "*" })).toThrow('CORS_ORIGINS: "*" is not an origin');
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: "https://a.example/admin" })).toThrow(
      "scheme, host and port only",
    );
  });
});

describe("unexpected errors", () => {
  it("answer the envelope with code 500 and a plain message, never SQL or a stack; the log gets the detail", async () => {
    const logged: string[] = [];
    const app = createApp({ db: failingDatabase(), log: (line) => logged.push(line) });
    const res = await rawRequest(app, "/sys/login", postJson('{"username":"admin","password":"123456"}'));

    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: "操作失败，服务器内部错误，请稍后重试或联系管理员",
      code: 500,
      result: null,
      timestamp: expect.any(Number),
    });
    for (const leak of ["sys_user", "select", "password", "    at "]) expect(text).not.toContain(leak);
    expect(logged.join("\n")).toContain(LEAKY_ERROR);
  });
});

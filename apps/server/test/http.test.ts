import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { failingDatabase, LEAKY_ERROR } from "./support/failing-database";

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

  it("answers CORS preflight with 200 and echoes origin and headers, before any token check", async () => {
    const app = await setup();
    const res = await rawRequest(app, "/sys/permission/getUserPermissionByToken", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-access-token,tenant-id",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Access-Control-Allow-Headers")).toBe("x-access-token,tenant-id");
    expect(res.headers.get("Access-Control-Allow-Methods")).toBe("GET,POST,OPTIONS,PUT,DELETE");
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

import { describe, expect, it } from "vitest";
import { createClient } from "./client.js";
import { HttpError, NetworkError, ProtocolError } from "./errors.js";

interface Seen {
  url: string;
  init: RequestInit;
}

function fakeServer(respond: (seen: Seen) => Response | Promise<Response> = () => ok(null)) {
  const calls: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const seen = { url, init };
    calls.push(seen);
    return respond(seen);
  };
  return { calls, fetch };
}

function ok(result: unknown, status = 200): Response {
  return Response.json({ success: true, message: "", code: 200, result, timestamp: 1 }, { status });
}

const header = (seen: Seen | undefined, name: string) => new Headers(seen?.init.headers).get(name);

describe("createClient", () => {
  it("stamps GETs with _t in unix seconds and sends token and tenant headers", async () => {
    const server = fakeServer();
    const client = createClient({
      baseUrl: "http://h/jeecg-boot/",
      fetch: server.fetch,
      getToken: () => "tk",
      getTenantId: () => 1000,
      now: () => 1_700_000_000_999,
    });
    await client.get("/sys/user/list", { pageNo: 1, username: "a b", skip: undefined, ids: ["x", "y"] });
    const seen = server.calls[0];
    expect(seen?.url).toBe("http://h/jeecg-boot/sys/user/list?pageNo=1&username=a+b&ids=x%2Cy&_t=1700000000");
    expect(header(seen, "X-Access-Token")).toBe("tk");
    expect(header(seen, "X-Tenant-Id")).toBe("1000");
    expect(header(seen, "tenant-id")).toBe("1000");
  });

  it("does not stamp dictionary item lookups, and sends tenant 0 without a tenant or token", async () => {
    const server = fakeServer();
    const client = createClient({ baseUrl: "/jeecg-boot", fetch: server.fetch });
    await client.get("/sys/dict/getDictItems/sex");
    expect(server.calls[0]?.url).toBe("/jeecg-boot/sys/dict/getDictItems/sex");
    expect(header(server.calls[0], "tenant-id")).toBe("0");
    expect(header(server.calls[0], "X-Access-Token")).toBeNull();
  });

  it("posts JSON bodies without a _t stamp", async () => {
    const server = fakeServer(() => ok({ token: "t" }));
    const client = createClient({ baseUrl: "/jeecg-boot", fetch: server.fetch });
    const res = await client.sys.login({ username: "admin", password: "123456" });
    expect(res.result.token).toBe("t");
    expect(server.calls[0]?.url).toBe("/jeecg-boot/sys/login");
    expect(server.calls[0]?.init.method).toBe("POST");
    expect(server.calls[0]?.init.body).toBe('{"username":"admin","password":"123456"}');
    expect(header(server.calls[0], "Content-Type")).toContain("application/json");
  });

  it("resolves business failures (HTTP 200, success false) as envelopes", async () => {
    const server = fakeServer(() =>
      Response.json({ success: false, message: "用户名或密码错误", code: 500, result: null, timestamp: 1 }),
    );
    const res = await createClient({ baseUrl: "", fetch: server.fetch }).sys.login({
      username: "a",
      password: "b",
    });
    expect(res).toMatchObject({ success: false, message: "用户名或密码错误" });
  });

  it("rejects HTTP 401 with an HttpError carrying the envelope", async () => {
    const body = { success: false, message: "Token失效，请重新登录!", code: 401, result: null, timestamp: 1 };
    const server = fakeServer(() => Response.json(body, { status: 401 }));
    const error = await createClient({ baseUrl: "", fetch: server.fetch })
      .sys.getUserPermissionByToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).isUnauthorized).toBe(true);
    expect((error as HttpError).message).toBe("Token失效，请重新登录!");
    expect((error as HttpError).envelope).toEqual(body);
  });

  it("rejects non-envelope bodies with a ProtocolError and HTML errors with an HttpError", async () => {
    const html = fakeServer(() => new Response("<html></html>", { status: 200 }));
    await expect(createClient({ baseUrl: "", fetch: html.fetch }).get("/x")).rejects.toBeInstanceOf(
      ProtocolError,
    );
    const notFound = fakeServer(() => new Response("nope", { status: 404 }));
    const error = await createClient({ baseUrl: "", fetch: notFound.fetch })
      .get("/x")
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, envelope: undefined });
  });

  it("times out with a NetworkError", async () => {
    const fetch = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      );
    const error = await createClient({ baseUrl: "", fetch, timeoutMs: 5 })
      .get("/slow")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).timedOut).toBe(true);
  });

  it("reports connection failures as NetworkError without timeout", async () => {
    const fetch = () => Promise.reject(new TypeError("fetch failed"));
    const error = await createClient({ baseUrl: "", fetch })
      .sys.logout()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: "NetworkError", timedOut: false });
  });
});

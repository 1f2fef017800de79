import { HttpError } from "@kanya/client";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { signToken } from "../src/auth/token";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const PERMISSIONS = "/sys/permission/getUserPermissionByToken";
const DAY_MS = 24 * 60 * 60 * 1000;

/** The exact 401 body of JeecgBoot 3.7 (full-width comma), timestamp aside. */
async function expectTokenFailure(res: Response, message = "Token失效，请重新登录!") {
  expect(res.status).toBe(401);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["success", "message", "code", "result", "timestamp"]);
  expect(body).toEqual({ success: false, message, code: 401, result: null, timestamp: expect.any(Number) });
}

describe.each(backends)("tokens and sessions on $name", (backend) => {
  const setup = async () => {
    const db = await backend.db();
    return { db, app: createApp({ db }) };
  };

  it("answers 401 with JeecgBoot's exact body when the token is missing", async () => {
    const { app } = await setup();
    await expectTokenFailure(await rawRequest(app, PERMISSIONS));
  });

  it("rejects through the client with an HttpError carrying the envelope", async () => {
    const { app } = await setup();
    const error = await inProcessClient(app)
      .sys.getUserPermissionByToken()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).envelope?.message).toBe("Token失效，请重新登录!");
  });

  it("rejects a garbage token and a token signed with another secret", async () => {
    const { app } = await setup();
    await expectTokenFailure(
      await rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": "garbage.token" } }),
    );
    const forged = await signToken(
      { username: "admin", exp: Math.floor(Date.now() / 1000) + 3600 },
      "not-the-secret",
    );
    await expectTokenFailure(await rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": forged } }));
  });

  it("rejects a token once it has expired", async () => {
    const { db, app } = await setup();
    const token = await signIn(app, "admin");
    const eightDaysLater = createApp({ db, clock: () => new Date(Date.now() + 8 * DAY_MS) });
    await expectTokenFailure(
      await rawRequest(eightDaysLater, PERMISSIONS, { headers: { "X-Access-Token": token } }),
    );
    expect((await rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": token } })).status).toBe(200);
  });

  it("refuses a token in the query string or a cookie under each name, even beside a valid header", async () => {
    const { app } = await setup();
    const token = await signIn(app, "admin");
    const message = "Token只能通过请求头X-Access-Token传递，不能放在URL或Cookie中";
    for (const name of ["token", "access_token", "X-Access-Token"]) {
      const inQuery = `/sys/user/list?${name}=${encodeURIComponent(token)}`;
      await expectTokenFailure(await rawRequest(app, inQuery), message);
      await expectTokenFailure(
        await rawRequest(app, inQuery, { headers: { "X-Access-Token": token } }),
        message,
      );
      await expectTokenFailure(
        await rawRequest(app, "/sys/user/list", { headers: { Cookie: `theme=dark; ${name}=${token}` } }),
        message,
      );
    }
    // The same request with the token in the header only is answered.
    const res = await rawRequest(app, "/sys/user/list", { headers: { "X-Access-Token": token } });
    expect(await res.json()).toMatchObject({ success: true });
  });

  it("logs out: the token is revoked and later requests get 401", async () => {
    const { app } = await setup();
    const token = await signIn(app, "admin");
    const client = inProcessClient(app, { token });

    const res = await client.sys.logout();
    expect(res).toMatchObject({
      success: true,
      code: 200,
      message: "退出登录成功！",
      result: "退出登录成功！",
    });
    await expectTokenFailure(await rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": token } }));
  });

  it("fails to log out without a token, or with an unknown one", async () => {
    const { app } = await setup();
    expect(await inProcessClient(app).sys.logout()).toMatchObject({
      success: false,
      message: "退出登录失败！",
    });
    const unknown = await inProcessClient(app, { token: "abc.def.ghi" }).sys.logout();
    expect(unknown).toMatchObject({ success: false, message: "Token无效!" });
  });

  it("checks the tenant header against the user's tenants, under either header name", async () => {
    const { app } = await setup();
    const token = await signIn(app, "admin");
    const call = (headers: Record<string, string>) =>
      rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": token, ...headers } });

    expect((await call({ "X-Tenant-Id": "1000" })).status).toBe(200);
    expect((await call({ "tenant-id": "1000" })).status).toBe(200);
    expect((await call({ "tenant-id": "0" })).status).toBe(200);
    expect((await call({})).status).toBe(200);
    await expectTokenFailure(await call({ "X-Tenant-Id": "1001" }), "登录租户授权变更，请重新登陆!");
    await expectTokenFailure(await call({ "tenant-id": "1001" }), "登录租户授权变更，请重新登陆!");
  });

  it("locks out a user frozen after signing in", async () => {
    const { db, app } = await setup();
    const user = await createTestUser(db);
    const token = await signIn(app, user.username, user.password);
    await db.updateTable("sys_user").set({ status: 2 }).where("id", "=", user.id).execute();
    await expectTokenFailure(
      await rawRequest(app, PERMISSIONS, { headers: { "X-Access-Token": token } }),
      "账号已被锁定,请联系管理员!",
    );
  });
});

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AuthContext, AuthOutcome } from "../auth/auth-context";
import type { SysUserRow } from "../db/schema";
import { type Access, anonymous, authenticated, permission } from "./access";
import type { AppEnv } from "./env";
import { createGuard, requireAuth } from "./guard";

const user = { id: "u1", username: "alice" } as SysUserRow;
const signedIn: AuthContext = { user, sessionId: "s", tenantId: null };

/** A one-route app guarded with fake authentication: only the token "good" signs in, holding `user:add`. */
function appWith(access: Access) {
  const guard = createGuard({
    authenticate: async (token): Promise<AuthOutcome> =>
      token === "good" ? { ok: true, auth: signedIn } : { ok: false, message: "Token失效，请重新登录!" },
    authenticateTicket: async () => ({ ok: false, message: "链接已失效，请重新打开" }),
    loadPermissionCodes: async () => new Set(["user:add"]),
  });
  const app = new Hono<AppEnv>();
  app.get("/x", guard(access), (c) =>
    c.json({ who: access.kind === "anonymous" ? null : requireAuth(c).user.username }),
  );
  return (token?: string) => app.request("/x", { headers: token ? { "X-Access-Token": token } : {} });
}

describe("the guard", () => {
  it("lets anyone through an anonymous route", async () => {
    expect((await appWith(anonymous)()).status).toBe(200);
  });

  it("answers 401 on an authenticated route without a valid token, and passes the caller on otherwise", async () => {
    const call = appWith(authenticated);
    expect((await call()).status).toBe(401);
    expect((await call("bad")).status).toBe(401);
    expect(await (await call("good")).json()).toEqual({ who: "alice" });
  });

  it("checks permission codes: code 510 when the user lacks it", async () => {
    expect(await (await appWith(permission("user:add"))("good")).json()).toEqual({ who: "alice" });
    const denied = await appWith(permission("system:user:list"))("good");
    expect(denied.status).toBe(200);
    expect(await denied.json()).toMatchObject({
      success: false,
      code: 510,
      message: "没有权限，请联系管理员授权后刷新缓存！",
    });
    expect((await appWith(permission("user:add"))()).status).toBe(401);
  });
});

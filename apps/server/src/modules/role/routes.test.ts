import { Hono } from "hono";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database, SysUserRow } from "../../db/schema";
import type { AppEnv } from "../../http/env";
import { mountRoutes } from "../../http/routes";
import { localFileStorage } from "../../storage/file-storage";
import { roleRoutes } from "./routes";
import type { RoleService } from "./service";

/** The role routes over a stub service, behind a guard that lets a fixed caller through. */
function appWith(roles: Partial<RoleService>) {
  const api = new Hono<AppEnv>();
  const user = { id: "u1", username: "alice" } as SysUserRow;
  mountRoutes(
    api,
    roleRoutes({
      db: undefined as unknown as Kysely<Database>,
      roles: roles as RoleService,
      storage: localFileStorage("/nonexistent"),
      clock: () => new Date(),
      log: () => {},
    }),
    () => async (c, next) => {
      c.set("auth", { user, sessionId: "s", tenantId: 1000 });
      await next();
    },
  );
  return api;
}

describe("GET /sys/role/queryall", () => {
  it("answers 500 未找到角色信息 when the tenant has no role", async () => {
    const res = await appWith({ all: async () => [] }).request("/sys/role/queryall");
    expect(await res.json()).toMatchObject({
      success: false,
      code: 500,
      message: "未找到角色信息",
      result: null,
    });
  });

  it("asks for the roles of the caller's tenant", async () => {
    let asked: number | null | undefined;
    const res = await appWith({
      all: async (tenantId) => {
        asked = tenantId;
        return [];
      },
    }).request("/sys/role/queryall");
    expect(res.status).toBe(200);
    expect(asked).toBe(1000);
  });
});

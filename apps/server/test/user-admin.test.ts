import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { MSG_FREEZE_SELF } from "../src/modules/user/service";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { grantedClient } from "./support/granted-user";
import { createTestUser } from "./support/users";

// What the 用户管理 and 在线用户 pages rely on beyond JeecgBoot: a session's sign-in time and address, a
// forced-out session answered 401, no freezing oneself, and both pages' routes refused without their codes.
describe.each(backends)("user administration pages' routes on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db, log: () => {} });
    const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
    const token = await signIn(app, admin.username, admin.password);
    return { db, app, admin, client: inProcessClient(app, { token }) };
  };

  it("lists a session with the time and the address it signed in from", async () => {
    const { db, app, client } = await setup();
    const other = await createTestUser(db);
    const login = await rawRequest(app, "/sys/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.7" },
      body: JSON.stringify({ username: other.username, password: other.password }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);

    const online = await client.sys.online.list({ username: other.username });
    expect(online.result.records).toEqual([
      expect.objectContaining({
        username: other.username,
        ip: "203.0.113.7",
        loginTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      }),
    ]);
  });

  it("answers a forced-out session's next call 401 with the token message", async () => {
    const { db, app, client } = await setup();
    const other = await createTestUser(db);
    const otherToken = await signIn(app, other.username, other.password);
    const [session] = (await client.sys.online.list({ username: other.username })).result.records;
    expect((await client.sys.online.forceLogout(session?.token ?? "")).success).toBe(true);

    const after = await rawRequest(app, "/sys/user/getUserInfo", {
      headers: { "X-Access-Token": otherToken },
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ success: false, message: "Token失效，请重新登录!" });
  });

  it("refuses to freeze the caller's own account and freezes the others of the batch nowhere", async () => {
    const { db, admin, client } = await setup();
    const other = await createTestUser(db);
    const res = await client.sys.user.frozenBatch([other.id, admin.id], 2);
    expect(res).toMatchObject({ success: false, message: MSG_FREEZE_SELF });
    const statuses = await db
      .selectFrom("sys_user")
      .select(["id", "status"])
      .where("id", "in", [other.id, admin.id])
      .execute();
    expect(statuses.map((row) => row.status)).toEqual([1, 1]);
    // Unfreezing oneself is harmless and goes through.
    expect((await client.sys.user.frozenBatch([admin.id], 1)).success).toBe(true);
  });

  it("a frozen user cannot sign in (该用户已冻结), an unfrozen one can again", async () => {
    const { db, app, client } = await setup();
    const other = await createTestUser(db);
    expect((await client.sys.user.frozenBatch([other.id], 2)).success).toBe(true);
    const refused = await inProcessClient(app).sys.login({
      username: other.username,
      password: other.password,
    });
    expect(refused).toMatchObject({ success: false, message: "该用户已冻结" });
    expect((await client.sys.user.frozenBatch([other.id], 1)).success).toBe(true);
    expect(await signIn(app, other.username, other.password)).toMatch(/\S/);
  });

  it("refuses the pages' actions to a user holding only the list codes", async () => {
    const { db, app } = await setup();
    const { client: viewer } = await grantedClient(
      app,
      db,
      [PERMISSION_CODES.user.list, PERMISSION_CODES.online.list],
      { tenants: [1000], tenantId: 1000 },
    );
    const target = await createTestUser(db);
    const refusals = [
      await viewer.sys.user.add({ username: "e2e_nobody", realname: "无权", password: "123456" }),
      await viewer.sys.user.edit({ id: target.id, realname: "改名" }),
      await viewer.sys.user.delete(target.id),
      await viewer.sys.user.frozenBatch([target.id], 2),
      await viewer.sys.changePassword({ username: target.username, password: "Kanya@2026x" }),
      await viewer.sys.user.recycleBin(),
      await viewer.sys.online.forceLogout("x"),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ success: false, code: 510 });
    expect((await viewer.sys.online.list()).success).toBe(true);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest } from "./support/client";
import { createTestUser } from "./support/users";

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(backends)("POST /sys/login on $name", (backend) => {
  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    return { db, app, client: inProcessClient(app) };
  };

  it("signs admin in with JeecgBoot's result shape, and the token works", async () => {
    const { app, client } = await setup();
    const res = await client.sys.login({ username: "admin", password: "123456" });

    expect(res).toMatchObject({ success: true, code: 200, message: "登录成功" });
    expect(Object.keys(res.result)).toEqual([
      "token",
      "tenantList",
      "userInfo",
      "departs",
      "multi_depart",
      "sysAllDictItems",
    ]);
    const { userInfo, tenantList } = res.result;
    expect(userInfo).toMatchObject({
      id: "e9ca23d68d884d4ebb19d07889727dae",
      username: "admin",
      realname: "管理员",
      orgCode: "A01",
      workNo: "00001",
      loginTenantId: 1000,
      birthday: "2018-12-05",
      status: 1,
      delFlag: 0,
    });
    expect(userInfo.createTime).toMatch(DATE_TIME);
    expect(userInfo.createTime).toBe("2019-01-16 16:54:07");
    expect(tenantList).toEqual([expect.objectContaining({ id: 1000, name: "北京国炬信息技术有限公司" })]);
    // Like JeecgBoot's demo admin, a member of the company (so sign-in does not warn of no department).
    expect(res.result.departs).toEqual([
      expect.objectContaining({ orgCode: "A01", departName: "北京国炬软件", parentId: "" }),
    ]);
    expect(res.result.multi_depart).toBe(1);
    expect(res.result.sysAllDictItems?.sex).toEqual([
      { value: "1", text: "男", color: null, jsonObject: null, title: "男", label: "男" },
      { value: "2", text: "女", color: null, jsonObject: null, title: "女", label: "女" },
    ]);

    const authed = inProcessClient(app, { token: res.result.token, tenantId: 1000 });
    expect((await authed.sys.getUserPermissionByToken()).success).toBe(true);
  });

  it("never sends the password or salt", async () => {
    const { db, client } = await setup();
    const res = await client.sys.login({ username: "admin", password: "123456" });
    const stored = await db
      .selectFrom("sys_user")
      .select(["password", "salt"])
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();

    expect(res.result.userInfo).not.toHaveProperty("password");
    expect(res.result.userInfo).not.toHaveProperty("salt");
    const text = JSON.stringify(res);
    expect(text).not.toContain(stored.password ?? "?");
    expect(text).not.toContain(stored.salt ?? "?");
  });

  it("omits sysAllDictItems when X-Version is sent (JeecgBoot's Vue 3 UI)", async () => {
    const { client } = await setup();
    const res = await client.post<Record<string, unknown>>(
      "/sys/login",
      { username: "admin", password: "123456" },
      { headers: { "X-Version": "v3" } },
    );
    expect(res.success).toBe(true);
    expect(Object.keys(res.result)).toEqual(["token", "tenantList", "userInfo", "departs", "multi_depart"]);
  });

  it("signs in the dentistry user with its work number and single department", async () => {
    const { client } = await setup();
    const res = await client.sys.login({ username: "ck001", password: "123456" });
    expect(res.success).toBe(true);
    expect(res.result.userInfo).toMatchObject({
      workNo: "CK:001",
      realname: "口腔门店员工",
      orgCode: "A01A07A02",
    });
    expect(res.result.multi_depart).toBe(1);
    expect(res.result.departs).toEqual([
      expect.objectContaining({
        orgCode: "A01A07A02",
        departName: "海淀口腔门诊",
        parentId: expect.any(String),
      }),
    ]);
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    const { client } = await setup();
    const wrongPassword = await client.sys.login({ username: "admin", password: "654321" });
    const unknownUser = await client.sys.login({ username: "nobody-here", password: "123456" });
    for (const res of [wrongPassword, unknownUser]) {
      expect(res).toMatchObject({ success: false, code: 500, message: "用户名或密码错误", result: null });
    }
  });

  it("refuses a frozen user, but only tells the account's owner that it is frozen", async () => {
    const { db, client } = await setup();
    const frozen = await createTestUser(db, { status: 2 });
    const right = await client.sys.login({ username: frozen.username, password: frozen.password });
    expect(right).toMatchObject({ success: false, code: 500, message: "该用户已冻结" });
    const wrong = await client.sys.login({ username: frozen.username, password: "not-it" });
    expect(wrong.message).toBe("用户名或密码错误");
  });

  it("asks for both fields when one is missing", async () => {
    const { app } = await setup();
    const res = await rawRequest(app, "/sys/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, code: 500, message: "请输入用户名和密码" });
  });

  it("records the sign-in as a session holding only the token's digest", async () => {
    const { db, client } = await setup();
    const user = await createTestUser(db);
    const res = await client.sys.login({ username: user.username, password: user.password });
    const sessions = await db
      .selectFrom("kanya_session")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();

    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      username: user.username,
      token_hash: createHash("sha256").update(res.result.token).digest("hex"),
      revoked_at: null,
    });
    expect(sessions[0]?.expires_at.getTime()).toBeGreaterThan(Date.now());
  });
});

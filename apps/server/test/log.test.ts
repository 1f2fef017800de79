import { randomBytes } from "node:crypto";
import { type KyselyPlugin, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { migrateAndSeed } from "../src/db/migrate-and-seed";
import { openDatabase } from "../src/db/open-database";
import { newId } from "../src/ids";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A unique marker to find this test's rows in a shared database. */
const marker = () => `m${randomBytes(6).toString("hex")}`;

/** Makes every query that touches the table fail, like a broken database would. */
function failOn(table: string): KyselyPlugin {
  return {
    transformQuery(args) {
      if (JSON.stringify(args.node).includes(`"${table}"`)) {
        throw new Error(`relation "${table}" does not exist: select * from ${table}`);
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** A GMT+8 wall-clock time as an instant. */
const gmt8 = (text: string) => new Date(`${text.replace(" ", "T")}+08:00`);

describe.each(backends)("system log on $name", (backend) => {
  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    return { db, app, client: inProcessClient(app) };
  };

  const rowsOf = async (
    db: Awaited<ReturnType<typeof backend.db>>,
    where: { username?: string; ip?: string },
  ) => {
    let query = db.selectFrom("sys_log").selectAll().orderBy("create_time").orderBy("id");
    if (where.username) query = query.where("username", "=", where.username);
    if (where.ip) query = query.where("ip", "=", where.ip);
    return query.execute();
  };

  it("records sign-ins (type 1), failed ones too, and sign-outs", async () => {
    const { db, app } = await setup();
    const user = await createTestUser(db);
    const ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join(".")}`;
    const headers = { "X-Forwarded-For": `${ip}, 127.0.0.1`, "User-Agent": "Mozilla/5.0 (X11) Chrome" };
    const login = (password: string) =>
      rawRequest(app, "/sys/login", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ username: user.username, password }),
      });
    await login("wrong");
    const ok = (await (await login(user.password)).json()) as { result: { token: string } };
    await rawRequest(app, "/sys/logout", {
      method: "POST",
      headers: { ...headers, "X-Access-Token": ok.result.token },
    });

    const rows = await rowsOf(db, { username: user.username });
    expect(rows.map((r) => [r.log_type, r.log_content])).toEqual([
      [1, `用户名: ${user.username},登录失败！用户名或密码错误`],
      [1, `用户名: ${user.username},登录成功！`],
      [1, "用户名: 测试用户,退出成功！"],
    ]);
    expect(rows[1]).toMatchObject({
      userid: user.id,
      ip,
      request_url: "/jeecg-boot/sys/login",
      request_type: "POST",
      client_type: "pc",
      create_by: user.username,
    });
    expect(rows[0]?.userid).toBe(user.id);
    expect(Number(rows[1]?.cost_time)).toBeGreaterThanOrEqual(0);
    // Passwords never reach the log.
    expect(JSON.stringify(rows)).not.toContain(user.password);
  });

  it("records every write that passes the guard (type 2) with the route's permission, secrets masked", async () => {
    const { db, app } = await setup();
    const target = await createTestUser(db);
    const admin = inProcessClient(app, { token: await signIn(app, "admin") });
    const password = "Str0ng-Pass!";
    expect(
      (await admin.sys.changePassword({ username: target.username, password, confirmpassword: password }))
        .success,
    ).toBe(true);
    const rows = await db
      .selectFrom("sys_log")
      .selectAll()
      .where("log_type", "=", 2)
      .where("request_param", "like", `%${target.username}%`)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      log_content: "system:user:changepwd",
      operate_type: 3,
      username: "admin",
      method: "PUT /sys/user/changePassword",
      request_type: "PUT",
      request_url: "/jeecg-boot/sys/user/changePassword",
    });
    expect(rows[0]?.request_param).toContain('"password":"******"');
    expect(rows[0]?.request_param).not.toContain(password);

    // A route open to any signed-in user is recorded by its method and path.
    const own = inProcessClient(app, { token: await signIn(app, target.username, password) });
    await own.sys.updatePassword({
      username: target.username,
      oldpassword: "x",
      password: "y",
      confirmpassword: "y",
    });
    const ownRows = await rowsOf(db, { username: target.username });
    expect(ownRows.filter((r) => r.log_type === 2).map((r) => r.log_content)).toEqual([
      "PUT /sys/user/updatePassword",
    ]);
  });

  it("does not record a write the guard refused", async () => {
    const { db, app } = await setup();
    const user = await createTestUser(db);
    const client = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
    expect((await client.sys.changePassword({ username: "admin", password: "Str0ng-Pass!" })).code).toBe(510);
    const rows = await rowsOf(db, { username: user.username });
    expect(rows.filter((r) => r.log_type === 2)).toEqual([]);
  });

  it("records unexpected errors (type 4) without SQL, and answers without it", async () => {
    const { db, app } = await setup();
    const token = await signIn(app, "admin");
    const lines: string[] = [];
    const broken = createApp({ db: db.withPlugin(failOn("sys_dict_item")), log: (line) => lines.push(line) });
    const res = await rawRequest(broken, "/sys/user/getUserInfo", {
      headers: { "X-Access-Token": token, "X-Forwarded-For": "10.250.250.1" },
    });
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      success: false,
      code: 500,
      message: "操作失败，服务器内部错误，请稍后重试或联系管理员",
    });
    expect(text).not.toMatch(/sys_dict_item|select|\n\s+at /);
    expect(lines.join("\n")).toContain("sys_dict_item");
    const rows = await db
      .selectFrom("sys_log")
      .selectAll()
      .where("log_type", "=", 4)
      .where("ip", "=", "10.250.250.1")
      .execute();
    expect(rows.at(-1)).toMatchObject({ username: "admin", request_url: "/jeecg-boot/sys/user/getUserInfo" });
    expect(rows.at(-1)?.log_content).toContain("GET /jeecg-boot/sys/user/getUserInfo 操作失败");
    expect(rows.at(-1)?.log_content).not.toMatch(/select|sys_dict_item/);
  });

  it("lists with JeecgBoot's filters, page shape and _dictText companions", async () => {
    const { db, app } = await setup();
    const tag = marker();
    const base = { ip: "127.0.0.1", request_type: "POST", client_type: "pc", tenant_id: 0, userid: null };
    const rows = [
      {
        log_type: 1,
        log_content: `用户名: ${tag},登录成功！`,
        operate_type: null,
        create_time: gmt8("2024-03-01 09:00:00"),
      },
      {
        log_type: 2,
        log_content: `${tag} system:user:add`,
        operate_type: 2,
        create_time: gmt8("2024-03-02 10:00:00"),
      },
      {
        log_type: 2,
        log_content: `${tag} system:user:edit`,
        operate_type: 3,
        create_time: gmt8("2024-03-03 11:00:00"),
      },
      {
        log_type: 4,
        log_content: `${tag} 操作失败`,
        operate_type: null,
        create_time: gmt8("2024-03-04 12:00:00"),
      },
    ];
    await db
      .insertInto("sys_log")
      .values(rows.map((r) => ({ ...base, ...r, id: newId(), username: tag, create_by: tag })))
      .execute();
    const client = inProcessClient(app, { token: await signIn(app, "admin") });

    const all = await client.sys.log.list({ keyWord: tag });
    expect(all).toMatchObject({ success: true, code: 0 });
    expect(all.result).toMatchObject({ total: 4, size: 10, current: 1, pages: 1 });
    expect(all.result.records.map((r) => r.logType)).toEqual([4, 2, 2, 1]);
    expect(all.result.records[1]).toMatchObject({
      logContent: `${tag} system:user:edit`,
      operateType: 3,
      operateType_dictText: "修改",
      logType_dictText: "操作日志",
      createTime: "2024-03-03 11:00:00",
      username: tag,
    });
    expect(Object.keys(all.result.records[1] ?? {})).toEqual(
      expect.arrayContaining([
        "id",
        "logType",
        "logContent",
        "operateType",
        "userid",
        "username",
        "ip",
        "method",
      ]),
    );

    const operations = await client.sys.log.list({
      keyWord: tag,
      logType: 2,
      column: "createTime",
      order: "asc",
    });
    expect(operations.result.records.map((r) => r.operateType)).toEqual([2, 3]);
    const edits = await client.sys.log.list({ keyWord: tag, logType: 2, operateType: 3 });
    expect(edits.result.total).toBe(1);
    const range = await client.sys.log.list({
      keyWord: tag,
      createTime_begin: "2024-03-02 00:00:00",
      createTime_end: "2024-03-03 23:59:59",
    });
    expect(range.result.total).toBe(2);
    const paged = await client.sys.log.list({ keyWord: tag, pageSize: 3, pageNo: 2 });
    expect(paged.result).toMatchObject({ total: 4, current: 2, pages: 2 });
    expect(paged.result.records).toHaveLength(1);

    // keyWord is text, not a pattern: % and _ match themselves.
    expect((await client.sys.log.list({ keyWord: `${tag}%` })).result.total).toBe(0);
    const bad = await client.sys.log.list({ logType: "x; drop table sys_log" as unknown as number });
    expect(bad).toMatchObject({ success: false });
    expect(bad.message).not.toMatch(/select|syntax/i);
    const badSort = await client.sys.log.list({ column: "password" });
    expect(badSort).toMatchObject({ success: false, message: "请注意，将要排序的列字段不存在：password" });
  });

  it("needs system:log:list to list and system:log:deleteBatch to delete", async () => {
    const { db, app } = await setup();
    const user = await createTestUser(db);
    const client = inProcessClient(app, { token: await signIn(app, user.username, user.password) });
    expect((await client.sys.log.list()).code).toBe(510);
    expect((await client.sys.log.deleteBatch("allclear")).code).toBe(510);
  });

  it("deletes by id and by ids", async () => {
    const { db, app } = await setup();
    const tag = marker();
    const ids = [newId(), newId(), newId()];
    await db
      .insertInto("sys_log")
      .values(ids.map((id) => ({ id, log_type: 2, log_content: tag, create_time: new Date(), tenant_id: 0 })))
      .execute();
    const client = inProcessClient(app, { token: await signIn(app, "admin") });
    const batch = await client.sys.log.deleteBatch([ids[0] ?? "", ids[1] ?? ""]);
    expect(batch).toMatchObject({ success: true, code: 200, message: "删除成功!" });
    expect(await client.sys.log.delete(ids[2] ?? "")).toMatchObject({ success: true, message: "删除成功!" });
    expect(await client.sys.log.delete(ids[2] ?? "")).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
    expect(await db.selectFrom("sys_log").select("id").where("log_content", "=", tag).execute()).toEqual([]);
    expect(await client.delete("/sys/log/deleteBatch", { ids: "" })).toMatchObject({
      success: false,
      message: "参数不识别！",
    });
  });

  it("counts visits (loginfo, visitInfo) and clears the log with allclear", {
    timeout: 180_000,
  }, async () => {
    const fresh = await backend.freshDatabase();
    const db = await openDatabase(fresh.options);
    try {
      await migrateAndSeed(db);
      const now = gmt8("2024-05-20 15:30:00");
      const app = createApp({ db, clock: () => now });
      const client = inProcessClient(app, { token: await signIn(app, "admin") });
      await db.deleteFrom("sys_log").execute();
      const visit = (at: string, ip: string, logType = 1) => ({
        id: newId(),
        log_type: logType,
        log_content: "用户名: admin,登录成功！",
        ip,
        create_time: gmt8(at),
        tenant_id: 0,
      });
      await db
        .insertInto("sys_log")
        .values([
          visit("2024-05-20 00:00:00", "1.1.1.1"),
          visit("2024-05-20 09:00:00", "1.1.1.1"),
          visit("2024-05-20 23:59:59", "2.2.2.2"),
          visit("2024-05-19 23:59:59", "3.3.3.3"),
          visit("2024-05-14 00:00:00", "4.4.4.4"),
          visit("2024-05-13 23:59:59", "5.5.5.5"), // a day too old for visitInfo
          visit("2024-05-20 10:00:00", "6.6.6.6", 2), // an operation, not a visit
        ])
        .execute();

      const info = await client.sys.log.loginfo();
      expect(info).toMatchObject({ success: true, code: 200, message: "登录成功" });
      expect(info.result).toEqual({ totalVisitCount: 6, todayVisitCount: 3, todayIp: 2 });

      const days = await client.sys.log.visitInfo();
      expect(days).toMatchObject({ success: true, code: 0 });
      expect(days.result).toEqual([
        { visit: 1, ip: 1, tian: "2024-05-14", type: "05-14" },
        { visit: 1, ip: 1, tian: "2024-05-19", type: "05-19" },
        { visit: 3, ip: 2, tian: "2024-05-20", type: "05-20" },
      ]);

      // The log page's views by logType take their totals from counters that triggers keep exact.
      const totals = async () => ({
        all: (await client.sys.log.list()).result.total,
        logins: (await client.sys.log.list({ logType: 1 })).result.total,
        operations: (await client.sys.log.list({ logType: 2 })).result.total,
      });
      expect(await totals()).toEqual({ all: 7, logins: 6, operations: 1 });
      const firstPage = await client.sys.log.list({
        logType: 1,
        pageSize: 2,
        column: "createTime",
        order: "asc",
      });
      expect(firstPage.result).toMatchObject({ total: 6, pages: 3, size: 2, current: 1 });
      expect(firstPage.result.records.map((r) => [r.createTime, r.logType_dictText])).toEqual([
        ["2024-05-13 23:59:59", "登录日志"],
        ["2024-05-14 00:00:00", "登录日志"],
      ]);
      await db.updateTable("sys_log").set({ log_type: 2 }).where("ip", "=", "5.5.5.5").execute();
      await db.deleteFrom("sys_log").where("ip", "=", "4.4.4.4").execute();
      expect(await totals()).toEqual({ all: 6, logins: 4, operations: 2 });
      const counted = await db
        .selectFrom("sys_log")
        .select(["log_type", (eb) => eb.fn.countAll<string>().as("n")])
        .groupBy("log_type")
        .orderBy("log_type")
        .execute();
      expect(counted.map((r) => [r.log_type, Number(r.n)])).toEqual([
        [1, 4],
        [2, 2],
      ]);

      const cleared = await client.sys.log.deleteBatch("allclear");
      expect(cleared).toMatchObject({ success: true, message: "删除成功!" });
      const left = await db.selectFrom("sys_log").select(["log_type", "log_content"]).execute();
      // Only the record of the clearing itself remains.
      expect(left).toEqual([{ log_type: 2, log_content: "system:log:deleteBatch" }]);
      expect(await totals()).toEqual({ all: 1, logins: 0, operations: 1 });
      await sql`truncate sys_log`.execute(db);
      expect(await totals()).toEqual({ all: 0, logins: 0, operations: 0 });
    } finally {
      await db.destroy();
      await fresh.dispose();
    }
  });

  it("scopes the log to the request's tenant (its own rows and system-wide ones)", async () => {
    const { db, app } = await setup();
    const tag = marker();
    await db
      .insertInto("sys_log")
      .values(
        [1000, 1001, 0].map((tenant) => ({
          id: newId(),
          log_type: 2,
          log_content: `${tag} tenant ${tenant}`,
          create_time: new Date(Date.now() - DAY_MS),
          tenant_id: tenant,
        })),
      )
      .execute();
    const client = inProcessClient(app, { token: await signIn(app, "admin"), tenantId: 1000 });
    const seen = await client.sys.log.list({ keyWord: tag });
    expect(seen.result.records.map((r) => r.tenantId).sort()).toEqual([0, 1000]);
  });
});

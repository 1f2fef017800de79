import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { checkValue, parseCheckRuleJson } from "../src/modules/check-rule/check-value";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";

const P = PERMISSION_CODES;
const ALL_CODES = [
  ...Object.values(P.checkRule),
  ...Object.values(P.fillRule),
  ...Object.values(P.dataSource),
  ...Object.values(P.gatewayRoute),
  ...Object.values(P.quartzJob),
];
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

describe("check-rule evaluation (JeecgBoot's checkValue)", () => {
  const common = parseCheckRuleJson(
    JSON.stringify([
      { digits: "1", pattern: "^[a-z|A-Z]$", message: "第一位只能是字母" },
      { digits: "*", pattern: "^[0-9|a-z|A-Z|_]{0,}$", message: "只能填写数字、大小写字母、下划线" },
      { digits: "*", pattern: "^.{3,12}$", message: "长度3到12位" },
    ]),
  );
  it("checks digit slices in order and * against the whole value", () => {
    expect(checkValue(common, "abc_12")).toBeNull();
    expect(checkValue(common, "1abc")).toMatchObject({
      message: "第一位只能是字母",
      checkValue: "1",
      beginIndex: 0,
      endIndex: 1,
    });
    expect(checkValue(common, "ab-c")).toMatchObject({
      message: "只能填写数字、大小写字母、下划线",
      checkValue: "ab-c",
    });
    expect(checkValue(common, "ab")).toMatchObject({ message: "长度3到12位" });
  });
  it("refuses rules that cannot run, with a clear message", () => {
    expect(() => parseCheckRuleJson("not json")).toThrow(/规则JSON格式不正确/);
    expect(() => parseCheckRuleJson('[{"digits":"1","pattern":"[a-","message":"x"}]')).toThrow(
      /正则表达式不正确/,
    );
    expect(() => parseCheckRuleJson('[{"digits":"x","pattern":"a","message":"x"}]')).toThrow(/位数/);
    expect(() => parseCheckRuleJson('[{"digits":"*","pattern":"(a+)+$","message":"x"}]')).toThrow(/嵌套量词/);
  });
});

describe.each(backends)("smaller registries on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const db = await backend.db();
    const logged: string[] = [];
    const app = createApp({ db, log: (line) => logged.push(line) });
    return {
      db,
      app,
      logged,
      ...(await grantedClient(app, db, ALL_CODES, { tenants: [1000], tenantId: 1000 })),
    };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  describe("duplicate check", () => {
    it("answers free, taken, and empty values as JeecgBoot does", async () => {
      const { client, user } = await setup();
      expect(
        await client.sys.common.duplicateCheck({
          tableName: "sys_user",
          fieldName: "username",
          fieldVal: unique("free_"),
        }),
      ).toMatchObject({
        success: true,
        message: "该值可用！",
      });
      expect(
        await client.sys.common.duplicateCheck({
          tableName: "sys_user",
          fieldName: "username",
          fieldVal: "admin",
        }),
      ).toMatchObject({
        success: false,
        code: 500,
        message: "该值不可用，系统中已存在！",
      });
      // The record being edited may keep its own value; camelCase field names are accepted.
      expect(
        await client.sys.common.duplicateCheck({
          tableName: "sys_user",
          fieldName: "username",
          fieldVal: user.username,
          dataId: user.id,
        }),
      ).toMatchObject({ success: true });
      expect(
        await client.sys.common.duplicateCheck({
          tableName: "sys_role",
          fieldName: "roleCode",
          fieldVal: "admin",
        }),
      ).toMatchObject({
        success: false,
      });
      expect(
        await client.sys.common.duplicateCheck({
          tableName: "sys_user",
          fieldName: "username",
          fieldVal: "",
        }),
      ).toMatchObject({
        success: true,
        code: 500,
        message: "数据为空,不作处理！",
      });
    });

    it.each([
      ["sys_user", "password"],
      ["sys_user", "salt"],
      ["kanya_session", "token_hash"],
      ["pg_user", "usename"],
      ["sys_user; drop table sys_user", "username"],
      ["sys_user", "username = username or 1=1 --"],
      ["sys_user", "(select 1)"],
    ])("refuses table %j field %j (allow-list), without SQL in the answer", async (tableName, fieldName) => {
      const { app, token } = await setup();
      const query = new URLSearchParams({ tableName, fieldName, fieldVal: "admin" });
      const res = await rawRequest(app, `/sys/duplicate/check?${query}`, {
        headers: { "X-Access-Token": token },
      });
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ success: false, message: "该表或字段不允许做重复校验" });
      for (const leak of ["select", "syntax", "relation", "drop"])
        expect(text.toLowerCase()).not.toContain(leak);
    });
  });

  it("check rules: CRUD, and checkByCode passes, fails with the step, or says the code is unknown", async () => {
    const { client } = await setup();
    const ruleCode = unique("rule_");
    const ruleJson = JSON.stringify([
      { digits: "2", pattern: "^[A-Z]{2}$", message: "前两位必须是大写字母" },
      { digits: "*", pattern: "^.{4,6}$", message: "长度4到6位" },
    ]);
    expect(await client.sys.checkRule.add({ ruleName: "测试规则", ruleCode, ruleJson })).toMatchObject({
      success: true,
      message: "添加成功！",
      result: "添加成功！",
    });
    expect(await client.sys.checkRule.add({ ruleName: "重复", ruleCode, ruleJson })).toMatchObject({
      success: false,
    });
    expect(
      await client.sys.checkRule.add({
        ruleName: "坏",
        ruleCode: unique("bad_"),
        ruleJson: '[{"digits":"1","pattern":"(","message":"x"}]',
      }),
    ).toMatchObject({
      success: false,
      message: expect.stringMatching(/正则表达式不正确/),
    });

    expect(await client.sys.checkRule.checkByCode(ruleCode, "AB12")).toMatchObject({
      success: true,
      code: 200,
      result: null,
    });
    const failed = await client.sys.checkRule.checkByCode(ruleCode, "ab12");
    expect(failed).toMatchObject({ success: false, code: 500, message: "前两位必须是大写字母" });
    expect(failed.result).toMatchObject({ checkValue: "ab", passed: false, pattern: "^[A-Z]{2}$" });
    expect(await client.sys.checkRule.checkByCode(ruleCode, encodeURIComponent("AB1"))).toMatchObject({
      message: "长度4到6位",
    });
    expect(await client.sys.checkRule.checkByCode(unique("none_"), "x")).toMatchObject({
      success: false,
      message: "该编码不存在",
    });
    // The seeded JeecgBoot rule.
    expect(await client.sys.checkRule.checkByCode("common", "a1_b")).toMatchObject({ success: true });

    const list = await client.sys.checkRule.list({ ruleCode });
    expect(list).toMatchObject({ success: true, code: 200 });
    const id = list.result.records[0]?.id ?? "";
    expect(await client.sys.checkRule.edit({ id, ruleDescription: "说明" })).toMatchObject({
      success: true,
      message: "编辑成功!",
    });
    expect((await client.sys.checkRule.queryById(id)).result).toMatchObject({
      ruleCode,
      ruleDescription: "说明",
    });
    expect(await client.sys.checkRule.delete(id)).toMatchObject({ success: true, message: "删除成功!" });
    expect(await client.sys.checkRule.checkByCode(ruleCode, "AB12")).toMatchObject({
      message: "该编码不存在",
    });
  });

  it("fill rules: named generators only, an order number by date and sequence, category codes", async () => {
    const { client } = await setup();
    const first = await client.sys.fillRule.testFillRule("shop_order_num");
    expect(first).toMatchObject({ success: true, code: 200 });
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
    expect(first.result).toMatch(new RegExp(`^CN${day}\\d{4}$`));
    const second = await client.sys.fillRule.testFillRule("shop_order_num");
    expect(Number(second.result.slice(-4))).toBe(Number(first.result.slice(-4)) + 1);

    expect((await client.sys.fillRule.executeRuleByCode("category_code_rule", { pid: "0" })).result).toMatch(
      /^[A-Z]\d{2}$/,
    );
    expect(await client.sys.fillRule.testFillRule(unique("none_"))).toMatchObject({
      success: false,
      message: "该规则编码不存在",
    });

    const ruleCode = unique("order_");
    expect(
      await client.sys.fillRule.add({
        ruleName: "测试单号",
        ruleCode,
        ruleClass: "OrderNumberRule",
        ruleParams: '{"prefix":"TS"}',
      }),
    ).toMatchObject({ success: true });
    expect((await client.sys.fillRule.testFillRule(ruleCode)).result).toMatch(new RegExp(`^TS${day}0001$`));
    // A class name is never loaded: anything but a known generator is refused.
    for (const ruleClass of ["java.lang.Runtime", "../../evil", "constructor", "__proto__"]) {
      expect(
        await client.sys.fillRule.add({ ruleName: "x", ruleCode: unique("x_"), ruleClass }),
      ).toMatchObject({ success: false });
    }
    expect(
      await client.sys.fillRule.add({
        ruleName: "x",
        ruleCode: unique("x_"),
        ruleClass: "OrgCodeRule",
        ruleParams: "[",
      }),
    ).toMatchObject({
      success: false,
    });
  });

  it("data sources: tenant-scoped, the password stored encrypted and never returned", async () => {
    const { app, db, client } = await setup();
    const code = unique("ds_");
    expect(
      await client.sys.dataSource.add({
        code,
        name: "报表库",
        dbType: "6",
        dbUrl: "jdbc:postgresql://db:5432/report",
        dbUsername: "report",
        dbPassword: "S3cret!pw",
      }),
    ).toMatchObject({ success: true, message: "添加成功！" });
    const row = await db
      .selectFrom("sys_data_source")
      .selectAll()
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    expect(row.db_password).toMatch(/^enc:v1:/);
    expect(row.db_password).not.toContain("S3cret");
    expect(row.tenant_id).toBe(1000);

    const list = await client.sys.dataSource.list({ code });
    expect(JSON.stringify(list)).not.toContain("S3cret");
    expect(list.result.records[0]).toMatchObject({ code, dbPassword: null, dbType_dictText: "postgresql" });
    expect((await client.sys.dataSource.queryById(row.id)).result.dbPassword).toBeNull();

    // An edit without a password keeps the stored one; with one, replaces it.
    await client.sys.dataSource.edit({ id: row.id, name: "报表库2" });
    const kept = await db
      .selectFrom("sys_data_source")
      .select("db_password")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(kept.db_password).toBe(row.db_password);

    const other = await grantedClient(app, db, Object.values(P.dataSource), {
      tenants: [1001],
      tenantId: 1001,
    });
    expect((await other.client.sys.dataSource.list({ code })).result.total).toBe(0);
    expect(await other.client.sys.dataSource.delete(row.id)).toMatchObject({ success: false });
    expect(await client.sys.dataSource.delete(row.id)).toMatchObject({ success: true, message: "删除成功!" });
  });

  it("gateway routes: list with parsed predicates and filters, updateAll adds and edits, delete", async () => {
    const { client } = await setup();
    const seeded = await client.sys.gatewayRoute.list();
    expect(seeded).toMatchObject({ success: true, code: 200 });
    expect(seeded.result.find((r) => r.routerId === "jeecg-system")?.predicates).toEqual([
      { name: "Path", args: ["/sys/**", "/jmreport/**", "/eoa/**", "/joa/**"] },
    ]);

    const routerId = unique("route-");
    expect(
      await client.sys.gatewayRoute.updateAll({
        routerId,
        name: "demo",
        uri: "lb://demo",
        predicates: [{ name: "Path", args: ["/demo/**"] }],
      }),
    ).toMatchObject({ success: true, message: "操作成功！" });
    const added = (await client.sys.gatewayRoute.list()).result.find((r) => r.routerId === routerId);
    expect(added).toMatchObject({
      uri: "lb://demo",
      predicates: [{ name: "Path", args: ["/demo/**"] }],
      filters: [],
      status: 1,
    });

    await client.sys.gatewayRoute.updateAll({
      id: added?.id,
      routerId,
      uri: "http://demo:8080",
      predicates: "[]",
    });
    expect((await client.sys.gatewayRoute.list()).result.find((r) => r.routerId === routerId)?.uri).toBe(
      "http://demo:8080",
    );
    expect(await client.sys.gatewayRoute.updateAll({ routerId, uri: "file:///etc/passwd" })).toMatchObject({
      success: false,
    });
    expect(
      await client.sys.gatewayRoute.updateAll({ routerId, uri: "lb://x", predicates: "{not json" }),
    ).toMatchObject({ success: false });
    expect(await client.sys.gatewayRoute.clearRedis()).toMatchObject({
      success: true,
      message: "清除成功！",
    });
    expect(await client.sys.gatewayRoute.delete(added?.id ?? "")).toMatchObject({
      success: true,
      message: "删除路由成功",
    });
    expect((await client.sys.gatewayRoute.list()).result.some((r) => r.routerId === routerId)).toBe(false);
  });

  it("scheduled jobs: cron checked by @kanya/core, known job classes only, pause/resume/execute", async () => {
    const { client, logged } = await setup();
    const seeded = await client.sys.quartzJob.list({ column: "createTime", order: "asc" });
    expect(seeded).toMatchObject({ success: true, code: 200 });
    expect(seeded.result.records.map((j) => j.jobClassName)).toEqual(
      expect.arrayContaining([
        "org.jeecg.modules.quartz.job.SampleJob",
        "org.jeecg.modules.message.job.SendMsgJob",
      ]),
    );
    expect(seeded.result.records[0]).toMatchObject({ status: -1, status_dictText: "停止" });

    const description = unique("任务");
    const job = {
      jobClassName: "org.jeecg.modules.quartz.job.SampleParamJob",
      cronExpression: "0 0/5 * * * ?",
      parameter: "p",
      description,
    };
    expect(await client.sys.quartzJob.add({ ...job, cronExpression: "0 0 25 * * ?" })).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Cron表达式不正确/),
    });
    expect(await client.sys.quartzJob.add({ ...job, cronExpression: "* * * * *" })).toMatchObject({
      success: false,
    });
    expect(await client.sys.quartzJob.add({ ...job, jobClassName: "java.lang.Runtime" })).toMatchObject({
      success: false,
      message: "后台找不到该类名：java.lang.Runtime",
    });
    expect(await client.sys.quartzJob.add(job)).toMatchObject({ success: true, message: "创建定时任务成功" });
    const id = (await client.sys.quartzJob.list({ description })).result.records[0]?.id ?? "";
    expect(await client.sys.quartzJob.resume(id)).toMatchObject({
      success: true,
      message: "启动定时任务成功",
    });
    expect((await client.sys.quartzJob.queryById(id)).result.status).toBe(0);
    expect(await client.sys.quartzJob.pause(id)).toMatchObject({
      success: true,
      message: "停止定时任务成功",
    });
    expect((await client.sys.quartzJob.queryById(id)).result.status).toBe(-1);
    expect(await client.sys.quartzJob.execute(id)).toMatchObject({ success: true, message: "执行成功!" });
    expect(logged.some((line) => line.includes("SampleParamJob executed"))).toBe(true);
    // Issue 9: what the cron dialog builds with its own years (spec §5: 2019–2119) is valid Quartz.
    const dialogYears = "0 0 12 1/5 * ? 2019-2119";
    expect(await client.sys.quartzJob.edit({ id, cronExpression: dialogYears })).toMatchObject({
      success: true,
    });
    expect((await client.sys.quartzJob.queryById(id)).result.cronExpression).toBe(dialogYears);
    expect(await client.sys.quartzJob.edit({ id, cronExpression: "0 15 10 ? * MON-FRI" })).toMatchObject({
      success: true,
      message: "更新定时任务成功!",
    });
    expect(await client.sys.quartzJob.deleteBatch([id])).toMatchObject({
      success: true,
      message: "删除定时任务成功!",
    });
  });

  it("every registry needs its permission code: 510 and nothing changes", async () => {
    const { app, db } = await setup();
    const nobody = await grantedClient(app, db, []);
    const denied = { success: false, code: 510 };
    const ruleCode = unique("rule_");
    expect(await nobody.client.sys.checkRule.add({ ruleCode, ruleJson: "[]" })).toMatchObject(denied);
    expect(await nobody.client.sys.fillRule.testFillRule("shop_order_num")).toMatchObject(denied);
    expect(await nobody.client.sys.dataSource.list()).toMatchObject(denied);
    expect(await nobody.client.sys.gatewayRoute.updateAll({ routerId: "x", uri: "lb://x" })).toMatchObject(
      denied,
    );
    expect(await nobody.client.sys.quartzJob.execute("x")).toMatchObject(denied);
    expect(
      await db.selectFrom("sys_check_rule").select("id").where("rule_code", "=", ruleCode).executeTakeFirst(),
    ).toBeUndefined();
    // checkByCode and the duplicate check only need a token (forms call them).
    expect((await nobody.client.sys.checkRule.checkByCode("common", "abc")).success).toBe(true);
  });
});

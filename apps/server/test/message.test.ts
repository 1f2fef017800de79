import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { fillTemplate } from "../src/modules/message/template";
import { backends } from "./support/backends";
import { grantedClient } from "./support/granted-user";

const M = PERMISSION_CODES.message;
const T = PERMISSION_CODES.messageTemplate;
const unique = (prefix: string) => `${prefix}${randomBytes(4).toString("hex")}`;

describe("message templates", () => {
  it("fill ${name} placeholders from the data and leave unknown ones", () => {
    expect(fillTemplate("${name}，您好！${ unknown }", { name: "张三" }, false)).toBe(
      "张三，您好！${ unknown }",
    );
    expect(fillTemplate("<b>${name}</b>", { name: "<script>x</script>" }, true)).toBe(
      "<b>&#60;script&#62;x&#60;/script&#62;</b>",
    );
  });
});

describe.each(backends)("/sys/message on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  let context: Promise<Awaited<ReturnType<typeof makeContext>>> | undefined;
  const makeContext = async () => {
    const db = await backend.db();
    const logged: string[] = [];
    const app = createApp({ db, log: (line) => logged.push(line) });
    const manager = await grantedClient(app, db, [...Object.values(M), ...Object.values(T)], {
      tenants: [1000],
      tenantId: 1000,
    });
    return { db, app, logged, ...manager };
  };
  const setup = () => {
    context ??= makeContext();
    return context;
  };

  it("keeps message records (es* fields) with dictionary texts", async () => {
    const { client } = await setup();
    const esTitle = unique("消息");
    expect(
      await client.sys.message.add({
        esTitle,
        esType: "email",
        esReceiver: "admin",
        esContent: "内容",
        esSendStatus: "0",
        esSendTime: "2024-05-01 08:30:00",
      }),
    ).toMatchObject({ success: true, message: "添加成功！" });
    const list = await client.sys.message.list({ esTitle });
    expect(list).toMatchObject({ success: true, code: 200 });
    const record = list.result.records[0];
    expect(record).toMatchObject({
      esTitle,
      esType: "email",
      esType_dictText: "邮件消息",
      esSendStatus: "0",
      esSendStatus_dictText: "未发送",
      esSendTime: "2024-05-01 08:30:00",
    });
    expect(await client.sys.message.edit({ id: record?.id ?? "", esSendStatus: "1" })).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    expect(await client.sys.message.add({ esTitle, esSendStatus: "7" })).toMatchObject({ success: false });
    expect(await client.sys.message.delete(record?.id ?? "")).toMatchObject({
      success: true,
      message: "删除成功!",
    });
  });

  it("keeps templates; rich-text ones are sanitized on save; test data must be JSON", async () => {
    const { client, db } = await setup();
    const templateCode = unique("T");
    expect(
      await client.sys.message.template.add({
        templateCode,
        templateName: "富文本模板",
        templateType: "2",
        templateContent: '<p onmouseover="x()">${name}<script>steal()</script></p>',
        templateTestJson: '{"name":"张三"}',
      }),
    ).toMatchObject({ success: true, message: "添加成功！" });
    const row = await db
      .selectFrom("sys_sms_template")
      .selectAll()
      .where("template_code", "=", templateCode)
      .executeTakeFirstOrThrow();
    expect(row.template_content).toBe("<p>${name}</p>");
    expect(
      await client.sys.message.template.add({ templateCode, templateType: "1", templateContent: "x" }),
    ).toMatchObject({ success: false });
    expect(
      await client.sys.message.template.add({
        templateCode: unique("T"),
        templateType: "1",
        templateContent: "x",
        templateTestJson: "{bad",
      }),
    ).toMatchObject({ success: false });
    const list = await client.sys.message.template.list({ templateCode });
    expect(list.result.records[0]).toMatchObject({ templateCode, templateType: "2" });
    expect(await client.sys.message.template.edit({ id: row.id, templateName: "改名" })).toMatchObject({
      success: true,
      message: "更新成功！",
    });
  });

  it("sends a template as a system message: filled, recorded, and in the receiver's bell", async () => {
    const { app, db, client } = await setup();
    const receiver = await grantedClient(app, db, [], { tenants: [1000], tenantId: 1000 });
    const res = await client.sys.message.template.sendMsg({
      templateCode: "SYS001",
      testData: JSON.stringify({ name: "李四", content: "请完成体检预约" }),
      receiver: receiver.user.username,
      msgType: "system",
    });
    expect(res).toMatchObject({ success: true, code: 200, message: "消息发送成功！" });
    const bell = await receiver.client.sys.announcement.listByUser();
    expect(bell.result.sysMsgList[0]).toMatchObject({
      titile: "系统通知",
      msgContent: "李四，您好！您有一条新的系统通知：请完成体检预约",
      msgCategory: "2",
    });
    const record = await db
      .selectFrom("sys_sms")
      .selectAll()
      .where("es_receiver", "=", receiver.user.username)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      es_type: "system",
      es_send_status: "1",
      es_content: "李四，您好！您有一条新的系统通知：请完成体检预约",
    });
  });

  it("sends other channels through the sender interface (recorded and logged)", async () => {
    const { client, db, logged } = await setup();
    const res = await client.sys.message.template.sendMsg({
      templateCode: "CLAIM_RESULT",
      testData: '{"name":"王女士","claimNo":"LP1","result":"已通过"}',
      receiver: "caiwu01",
      msgType: "email",
    });
    expect(res.success).toBe(true);
    expect(logged.some((line) => line.includes("message (email)") && line.includes("caiwu01"))).toBe(true);
    const rows = await db
      .selectFrom("sys_sms")
      .select("es_content")
      .where("es_param", "=", '{"name":"王女士","claimNo":"LP1","result":"已通过"}')
      .execute();
    expect(rows.map((r) => r.es_content)).toContain("尊敬的王女士，您的理赔申请（LP1）审核结果：已通过。");
  });

  it("refuses bad sendMsg input clearly", async () => {
    const { client } = await setup();
    const base = { templateCode: "SYS001", receiver: "admin", msgType: "system" };
    expect(await client.sys.message.template.sendMsg({ ...base, testData: "not json" })).toMatchObject({
      success: false,
    });
    expect(await client.sys.message.template.sendMsg({ ...base, templateCode: "NOPE" })).toMatchObject({
      success: false,
      message: "消息模板不存在：NOPE",
    });
    expect(await client.sys.message.template.sendMsg({ ...base, receiver: "no_such_user" })).toMatchObject({
      success: false,
      message: "接收人不存在：no_such_user",
    });
    expect(await client.sys.message.template.sendMsg({ ...base, msgType: "carrier-pigeon" })).toMatchObject({
      success: false,
    });
  });

  it("needs the message codes", async () => {
    const { app, db } = await setup();
    const nobody = await grantedClient(app, db, []);
    expect(await nobody.client.sys.message.list()).toMatchObject({ success: false, code: 510 });
    expect(
      await nobody.client.sys.message.template.sendMsg({ templateCode: "SYS001", receiver: "admin" }),
    ).toMatchObject({
      success: false,
      code: 510,
    });
  });
});

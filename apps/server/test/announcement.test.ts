import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { lastMonthStart } from "../src/modules/announcement/service";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";

const A = PERMISSION_CODES.announcement;
const ALL_CODES = Object.values(A);
const TENANT = 1000;
const OTHER_TENANT = 1001;

const uniqueTitle = (prefix = "通知") => `${prefix} ${randomBytes(4).toString("hex")}`;

describe.each(backends)("/sys/annountCement on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async (codes: readonly string[] = ALL_CODES, tenant = TENANT) => {
    const db = await backend.db();
    const app = createApp({ db });
    const manager = await grantedClient(app, db, codes, { tenants: [tenant], tenantId: tenant });
    return { db, app, ...manager };
  };

  /** Adds an announcement through the API and returns its id. */
  const addAnnouncement = async (
    client: Awaited<ReturnType<typeof setup>>["client"],
    body: Record<string, unknown> = {},
  ) => {
    const titile = (body.titile as string | undefined) ?? uniqueTitle();
    const res = await client.sys.announcement.add({
      titile,
      msgContent: "<p>正文</p>",
      msgType: "ALL",
      msgCategory: "1",
      priority: "H",
      ...body,
    });
    expect(res).toMatchObject({ success: true, code: 200, message: "添加成功！", result: null });
    // Newest first; the stored title may differ from the given one (it is sanitized).
    const list = await client.sys.announcement.list({ column: "createTime", order: "desc", pageSize: 1 });
    const id = list.result.records[0]?.id;
    if (!id) throw new Error("added announcement not listed");
    return id;
  };

  it("adds as a draft whatever the body says, lists with dictionary texts, edits, reads and deletes logically", async () => {
    const { client, db } = await setup();
    const titile = uniqueTitle();
    const id = await addAnnouncement(client, { titile, sendStatus: "1", sender: "mallory" } as Record<
      string,
      unknown
    >);

    const list = await client.sys.announcement.list({ titile });
    expect(list).toMatchObject({ success: true, code: 0 });
    expect(list.result).toMatchObject({ total: 1, size: 10, current: 1, pages: 1 });
    expect(list.result.records[0]).toMatchObject({
      id,
      titile,
      sendStatus: "0",
      sender: null,
      priority: "H",
      priority_dictText: "高",
      msgCategory_dictText: "通知公告",
      msgType_dictText: "全体用户",
      sendStatus_dictText: "未发布",
      delFlag: "0",
      tenantId: TENANT,
    });

    expect(
      await client.sys.announcement.edit({ id, titile: `${titile}（改）`, priority: "L" }),
    ).toMatchObject({
      success: true,
      message: "修改成功!",
    });
    const read = await client.sys.announcement.queryById(id);
    expect(read.result).toMatchObject({
      titile: `${titile}（改）`,
      priority: "L",
      msgContent: "<p>正文</p>",
    });

    expect(await client.sys.announcement.delete(id)).toMatchObject({ success: true, message: "删除成功!" });
    expect((await client.sys.announcement.list({ titile: `${titile}（改）` })).result.total).toBe(0);
    const row = await db
      .selectFrom("sys_announcement")
      .select("del_flag")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.del_flag).toBe("1");
    expect(await client.sys.announcement.queryById(id)).toMatchObject({
      success: false,
      message: "未找到对应实体",
    });
  });

  it("deletes in batch (logically)", async () => {
    const { client } = await setup();
    const ids = [await addAnnouncement(client), await addAnnouncement(client)];
    expect(await client.sys.announcement.deleteBatch(ids)).toMatchObject({
      success: true,
      message: "删除成功!",
    });
    for (const id of ids) expect((await client.sys.announcement.queryById(id)).success).toBe(false);
  });

  it("sanitizes stored HTML: script, event handlers and javascript: URLs never come back", async () => {
    const { client, db } = await setup();
    const id = await addAnnouncement(client, {
      titile: `<img src=x onerror=alert(1)>公告 ${randomBytes(3).toString("hex")}`,
      msgContent:
        '<p onclick="steal()">安全<script>alert(document.cookie)</script></p><img src="x.png" onerror="alert(1)"><a href="javascript:alert(2)">链接</a><iframe src="https://evil.example"></iframe><b>保留</b>',
    });
    const stored = await db
      .selectFrom("sys_announcement")
      .select(["titile", "msg_content"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    for (const text of [stored.msg_content ?? "", stored.titile ?? ""]) {
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    }
    expect(stored.msg_content).toContain("<b>保留</b>");
    expect(stored.msg_content).toContain('<img src="x.png">');
    expect(stored.titile).toMatch(/^公告 /);

    // Editing is sanitized too, and what the API answers is what was stored.
    await client.sys.announcement.edit({
      id,
      msgContent: '<svg onload="alert(1)"><script>x()</script></svg><p>改</p>',
    });
    const read = await client.sys.announcement.queryById(id);
    expect(read.result.msgContent).not.toMatch(/<script|onload/i);
    expect(read.result.msgContent).toContain("<p>改</p>");
  });

  it("edits a draft only: a released or revoked announcement is refused and stays as it was", async () => {
    const { client, db } = await setup();
    const id = await addAnnouncement(client);
    await client.sys.announcement.release(id);
    const refused = { success: false, message: "只有未发布的通告可以编辑" };
    expect(await client.sys.announcement.edit({ id, titile: "发布后改" })).toMatchObject(refused);
    await client.sys.announcement.revoke(id);
    expect(await client.sys.announcement.edit({ id, titile: "撤销后改" })).toMatchObject(refused);
    const row = await db
      .selectFrom("sys_announcement")
      .select(["titile", "send_status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.send_status).toBe("2");
    expect(row.titile).not.toMatch(/改$/);
  });

  it("publishes (sender, send time, read marks for the tenant's users), then revokes", async () => {
    const { client, db, user } = await setup();
    const id = await addAnnouncement(client);
    const released = await client.sys.announcement.release(id);
    expect(released).toMatchObject({ success: true, code: 200, message: "系统通知推送成功" });
    const row = await db
      .selectFrom("sys_announcement")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ send_status: "1", sender: user.username });
    expect(row.send_time).toBeInstanceOf(Date);

    // ALL of tenant 1000: every active member gets a mark; members of 1001 only do not.
    const marks = await db
      .selectFrom("sys_announcement_send")
      .select("user_id")
      .where("annt_id", "=", id)
      .execute();
    const members = await db
      .selectFrom("sys_user_tenant as ut")
      .innerJoin("sys_user as u", "u.id", "ut.user_id")
      .select("u.id")
      .where("ut.tenant_id", "=", TENANT)
      .where("ut.status", "=", "1")
      .where("u.status", "=", 1)
      .where("u.del_flag", "=", 0)
      .execute();
    expect(new Set(marks.map((m) => m.user_id))).toEqual(new Set(members.map((m) => m.id)));
    expect(marks.map((m) => m.user_id)).not.toContain("a75d45a015c44384a04449ee80dc3503"); // jeecg: tenant 1001

    expect(await client.sys.announcement.revoke(id)).toMatchObject({
      success: true,
      message: "该系统通知撤销成功",
    });
    const revoked = await db
      .selectFrom("sys_announcement")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(revoked.send_status).toBe("2");
    expect(revoked.cancel_time).toBeInstanceOf(Date);
  });

  it("sends a USER announcement to the listed users only (trailing comma stripped), shown in their bell until read", async () => {
    const { app, db, client } = await setup();
    const reader = await grantedClient(app, db, [], { tenants: [TENANT], tenantId: TENANT });
    const bystander = await grantedClient(app, db, [], { tenants: [TENANT], tenantId: TENANT });
    const titile = uniqueTitle("定向");
    const id = await addAnnouncement(client, { titile, msgType: "USER", userIds: `${reader.user.id},` });
    expect((await client.sys.announcement.queryById(id)).result.userIds).toBe(`${reader.user.id},`);
    await client.sys.announcement.release(id);

    const marks = await db
      .selectFrom("sys_announcement_send")
      .select("user_id")
      .where("annt_id", "=", id)
      .execute();
    expect(marks.map((m) => m.user_id)).toEqual([reader.user.id]);

    const bell = await reader.client.sys.announcement.listByUser(5);
    expect(bell).toMatchObject({ success: true, code: 0 });
    expect(Object.keys(bell.result).sort()).toEqual([
      "anntMsgList",
      "anntMsgTotal",
      "sysMsgList",
      "sysMsgTotal",
    ]);
    expect(bell.result.anntMsgList.map((a) => a.id)).toContain(id);
    expect(bell.result.anntMsgTotal).toBeGreaterThanOrEqual(1);
    expect(
      (await bystander.client.sys.announcement.listByUser()).result.anntMsgList.map((a) => a.id),
    ).not.toContain(id);

    // The reader may open it; the bystander (no list permission, not a target) may not.
    expect((await reader.client.sys.announcement.queryById(id)).result.titile).toBe(titile);
    expect(await bystander.client.sys.announcement.queryById(id)).toMatchObject({ success: false });

    const mine = await reader.client.sys.announcement.myAnnouncementSend({ titile });
    expect(mine.result.records[0]).toMatchObject({
      anntId: id,
      userId: reader.user.id,
      readFlag: "0",
      titile,
    });

    expect(await reader.client.sys.announcement.markRead(id)).toMatchObject({ success: true, code: 0 });
    expect(
      (await reader.client.sys.announcement.listByUser()).result.anntMsgList.map((a) => a.id),
    ).not.toContain(id);
    expect(
      (await reader.client.sys.announcement.myAnnouncementSend({ titile })).result.records[0]?.readFlag,
    ).toBe("1");

    // POST works for the read mark as well (JeecgBoot's UI uses both).
    const post = await rawRequest(app, "/sys/sysAnnouncementSend/editByAnntIdAndUserId", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Access-Token": reader.token },
      body: JSON.stringify({ anntId: id }),
    });
    expect(await post.json()).toMatchObject({ success: true });
  });

  it("readAll marks everything read (全部已读)", async () => {
    const { app, db, client } = await setup();
    const reader = await grantedClient(app, db, [], { tenants: [TENANT], tenantId: TENANT });
    for (let i = 0; i < 2; i++) {
      const id = await addAnnouncement(client, { msgType: "USER", userIds: `${reader.user.id},` });
      await client.sys.announcement.release(id);
    }
    expect((await reader.client.sys.announcement.listByUser()).result.anntMsgTotal).toBe(2);
    expect(await reader.client.sys.announcement.readAll()).toMatchObject({
      success: true,
      message: "全部已读",
    });
    expect((await reader.client.sys.announcement.listByUser()).result.anntMsgTotal).toBe(0);
  });

  it("keeps announcements inside their tenant", async () => {
    const { app, db, client } = await setup();
    const titile = uniqueTitle("租户");
    const id = await addAnnouncement(client, { titile });
    const other = await grantedClient(app, db, ALL_CODES, {
      tenants: [OTHER_TENANT],
      tenantId: OTHER_TENANT,
    });
    expect((await other.client.sys.announcement.list({ titile })).result.total).toBe(0);
    expect(await other.client.sys.announcement.queryById(id)).toMatchObject({ success: false });
    expect(await other.client.sys.announcement.edit({ id, titile: "篡改" })).toMatchObject({
      success: false,
    });
    expect(await other.client.sys.announcement.release(id)).toMatchObject({ success: false });
    expect(await other.client.sys.announcement.delete(id)).toMatchObject({ success: false });
    const row = await db
      .selectFrom("sys_announcement")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ titile, send_status: "0", del_flag: "0" });
  });

  it("needs its permission codes: 510 and nothing changes", async () => {
    const { app, db, client } = await setup();
    const id = await addAnnouncement(client);
    const viewer = await grantedClient(app, db, [A.list], { tenants: [TENANT], tenantId: TENANT });
    const denied = { success: false, code: 510, message: "没有权限，请联系管理员授权后刷新缓存！" };
    expect(await viewer.client.sys.announcement.add({ titile: "x" })).toMatchObject(denied);
    expect(await viewer.client.sys.announcement.edit({ id, titile: "x" })).toMatchObject(denied);
    expect(await viewer.client.sys.announcement.release(id)).toMatchObject(denied);
    expect(await viewer.client.sys.announcement.revoke(id)).toMatchObject(denied);
    expect(await viewer.client.sys.announcement.delete(id)).toMatchObject(denied);
    const row = await db
      .selectFrom("sys_announcement")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ send_status: "0", del_flag: "0" });
    expect((await rawRequest(app, "/sys/annountCement/listByUser")).status).toBe(401);
  });

  it("refuses bad input with a clear message", async () => {
    const { client } = await setup();
    expect(await client.sys.announcement.add({ msgContent: "<p>无标题</p>" })).toMatchObject({
      success: false,
      message: "标题不能为空",
    });
    expect(await client.sys.announcement.add({ titile: "x", priority: "Z" as "L" })).toMatchObject({
      success: false,
    });
    expect(await client.sys.announcement.add({ titile: "x", msgType: "SOME" as "ALL" })).toMatchObject({
      success: false,
    });
    expect(await client.sys.announcement.add({ titile: "x", startTime: "tomorrow" })).toMatchObject({
      success: false,
    });
    expect(await client.sys.announcement.add({ titile: "x", userIds: "a;drop table," })).toMatchObject({
      success: false,
    });
    const noTargets = await addAnnouncement(client, { msgType: "USER" });
    expect(await client.sys.announcement.release(noTargets)).toMatchObject({
      success: false,
      message: "请选择要通知的用户",
    });
    expect(await client.sys.announcement.listByUser(0)).toMatchObject({ success: false });
  });

  it("shows a published announcement on the public page, sanitized, and nothing else", async () => {
    const { app, client } = await setup();
    const draft = await addAnnouncement(client, { msgContent: "<p>草稿</p>" });
    const published = await addAnnouncement(client, { msgContent: "<p>公开<script>alert(1)</script></p>" });
    await client.sys.announcement.release(published);
    const page = await rawRequest(app, `/sys/annountCement/show/${published}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("<p>公开</p>");
    expect(html).not.toContain("<script>alert");
    expect((await rawRequest(app, `/sys/annountCement/show/${draft}`)).status).toBe(404);
  });
});

describe("lastMonthStart", () => {
  it("is the first day of last month, 00:00 in GMT+8", () => {
    expect(lastMonthStart(new Date("2024-03-15T10:00:00+08:00")).toISOString()).toBe(
      "2024-01-31T16:00:00.000Z",
    );
    expect(lastMonthStart(new Date("2024-01-01T00:30:00+08:00")).toISOString()).toBe(
      "2023-11-30T16:00:00.000Z",
    );
  });
});

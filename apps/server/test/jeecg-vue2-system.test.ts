import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { newId } from "../src/ids";
import {
  createLocalNoticeBus,
  type NoticeMessage,
  type NoticeTarget,
} from "../src/modules/notice/notice-bus";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

describe.each(backends)(
  "online users, notices, dictionaries and refusals for the Vue 2 pages on $name",
  (backend) => {
    beforeAll(async () => {
      await backend.db();
    });
    const setup = async () => {
      const db = await backend.db();
      const notices = createLocalNoticeBus();
      const published: { target: NoticeTarget; message: NoticeMessage }[] = [];
      notices.subscribe((target, message) => published.push({ target, message }));
      const app = createApp({ db, notices, log: () => {} });
      const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
      const token = await signIn(app, admin.username, admin.password);
      return { db, app, admin, token, published, client: inProcessClient(app, { token }) };
    };

    it("lists signed-in sessions and signs one out, which ends that session", async () => {
      const { db, app, client } = await setup();
      const other = await createTestUser(db);
      const otherToken = await signIn(app, other.username, other.password);

      const online = await client.sys.online.list({ username: other.username });
      expect(online.result.records).toEqual([expect.objectContaining({ username: other.username })]);
      const session = online.result.records[0]?.token ?? "";

      expect((await client.sys.online.forceLogout(session)).message).toBe("退出登录成功！");
      const after = await rawRequest(app, "/sys/user/getUserInfo", {
        headers: { "X-Access-Token": otherToken },
      });
      expect(after.status).toBe(401);
      expect(await client.sys.online.forceLogout(session)).toMatchObject({
        success: false,
        message: "Token无效!",
      });
    });

    it("refuses to force out the caller's own session", async () => {
      const { admin, client } = await setup();
      const own = (await client.sys.online.list({ username: admin.username })).result.records[0]?.token ?? "";
      const res = await client.sys.online.forceLogout(own);
      expect(res.success).toBe(false);
      expect((await client.sys.online.list({ username: admin.username })).result.total).toBe(1);
    });

    it("tells only the caller's pages to reload their notices after marking all read", async () => {
      const { admin, client, published } = await setup();
      expect((await client.sys.announcement.syncNotic("a1")).success).toBe(true);
      expect(published).toEqual([
        {
          target: { kind: "users", userIds: [admin.id] },
          message: { cmd: "topic", msgId: "a1", msgTxt: "批量设置已读" },
        },
      ]);
    });

    it("lists dictionaries as tree nodes and the children of several categories at once", async () => {
      const { db, client } = await setup();
      const tree = await client.sys.dict.treeList("性别");
      expect(tree.result).toEqual(
        expect.arrayContaining([expect.objectContaining({ dictCode: "sex", title: "性别", value: "sex" })]),
      );

      const [p1, p2] = [newId(), newId()];
      const code = `Q${randomBytes(3).toString("hex").toUpperCase()}`;
      await db
        .insertInto("sys_category")
        .values([
          { id: p1, pid: "0", name: "甲", code, has_child: "1" },
          { id: p2, pid: "0", name: "乙", code: `${code}B`, has_child: "1" },
          { id: newId(), pid: p1, name: "甲一", code: `${code}A01`, has_child: "0" },
          { id: newId(), pid: p2, name: "乙一", code: `${code}BA01`, has_child: "0" },
        ])
        .execute();
      const page = (await client.sys.category.getChildListBatch([p1, p2])).result;
      expect(page.records.map((r) => r.name)).toEqual(["甲一", "乙一"]);
      expect(page.total).toBe(2);
      expect(await client.sys.category.getChildListBatch([])).toMatchObject({
        success: false,
        message: "参数parentIds不能为空",
      });
    });

    it("says no third-party app is enabled, and refuses their sync with the reason", async () => {
      const { client } = await setup();
      expect((await client.sys.thirdApp.enabledTypes()).result).toEqual({
        wechatEnterprise: false,
        dingtalk: false,
      });
      expect(await client.sys.thirdApp.sync("dingtalk", "user", "toLocal")).toMatchObject({
        success: false,
        message: "未启用第三方应用（企业微信、钉钉），无法同步或发送",
      });
    });

    it("refuses the open proxy and the encryption key, doing neither", async () => {
      const { app, client } = await setup();
      expect(await client.sys.common.transitRESTful("http://127.0.0.1:1/")).toMatchObject({
        success: false,
        message: expect.stringContaining("不提供HTTP中转"),
      });
      // Anyone may ask, signed in or not: nobody gets the key.
      expect(await inProcessClient(app).sys.getEncryptedString()).toMatchObject({
        success: false,
        result: null,
        message: expect.stringContaining("不下发加密密钥"),
      });
    });
  },
);

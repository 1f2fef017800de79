import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { PERMISSION_CODES } from "../src/http/permission-codes";
import { newId } from "../src/ids";
import { sanitizeRichHtml } from "../src/modules/announcement/sanitize-html";
import { backends } from "./support/backends";
import { rawRequest } from "./support/client";
import { grantedClient } from "./support/granted-user";

const TENANT = 1000;

/** Each construct an announcement body may not keep: the markup, and what must be gone from the result. */
const FORBIDDEN: ReadonlyArray<readonly [name: string, html: string, leftover: RegExp]> = [
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example/">', /<meta|refresh/i],
  ["base", '<base href="https://evil.example/">', /<base|evil/i],
  ["link", '<link rel="stylesheet" href="https://evil.example/x.css">', /<link|evil/i],
  ["style element", "<style>body{display:none}</style>", /<style|display/i],
  [
    "form",
    '<form action="https://evil.example/"><input name="pw"><button>登录</button></form>',
    /<form|<input|<button|evil/i,
  ],
  ["iframe", '<iframe src="https://evil.example/"></iframe>', /<iframe|evil/i],
  ["object", '<object data="https://evil.example/x.swf"></object>', /<object|evil/i],
  ["embed", '<embed src="https://evil.example/x.swf">', /<embed|evil/i],
  ["script", "<script>alert(1)</script>", /<script|alert/i],
  [
    "event handler",
    '<img src="/a.png" onerror="alert(1)"><p onclick="alert(2)">段</p>',
    /onerror|onclick|alert/i,
  ],
  ["svg", '<svg onload="alert(1)"><a href="#">图</a></svg>', /<svg|onload|alert/i],
  ["javascript: link", '<a href="javascript:alert(1)">链</a>', /javascript|alert/i],
  ["javascript: link with a tab", '<a href="java&#x09;script:alert(1)">链</a>', /script|alert/i],
  ["vbscript: link", '<a href="vbscript:msgbox(1)">链</a>', /vbscript|msgbox/i],
  ["data: link", '<a href="data:text/html;base64,PHNjcmlwdD4=">链</a>', /data:|base64/i],
  ["data: html image", '<img src="data:text/html;base64,PHNjcmlwdD4=">', /data:|base64/i],
  ["data: svg image", '<img src="data:image/svg+xml;base64,PHN2Zz4=">', /data:|base64/i],
  ["positioned overlay", '<div style="position:fixed;inset:0;z-index:9">盖</div>', /position|z-index|inset/i],
  ["style with a URL", '<p style="background-image:url(https://evil.example/t.png)">背</p>', /url\(|evil/i],
  ["class and id", '<p class="fixed inset-0" id="app">类</p>', /class=|id=/i],
];

/** A body holding every forbidden construct around text that must survive. */
const DIRTY_BODY = `<p>正文</p>${FORBIDDEN.map(([, html]) => html).join("")}<p>结尾</p>`;

function expectClean(html: string | null | undefined): void {
  expect(html).toContain("<p>正文</p>");
  expect(html).toContain("<p>结尾</p>");
  for (const [name, , leftover] of FORBIDDEN) expect(html, name).not.toMatch(leftover);
}

describe("sanitizeRichHtml (the one allow-list of stored rich text)", () => {
  it.each(FORBIDDEN)("removes %s", async (_name, html, leftover) => {
    const clean = await sanitizeRichHtml(`<p>正文</p>${html}`);
    expect(clean).not.toMatch(leftover);
    expect(clean).toContain("<p>正文</p>");
  });

  it("keeps text formatting, tables, https links and images, and base64 raster images", async () => {
    const rich = [
      '<h2>标题</h2><p style="color: red; text-align: center">红色居中</p>',
      "<ul><li><b>粗</b><i>斜</i><u>下划线</u></li></ul>",
      '<table border="1"><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
      '<p><a href="https://example.com/a?b=1">链接</a><a href="/sys/x">站内</a><a href="mailto:a@b.cn">邮件</a></p>',
      '<img src="https://example.com/a.png" alt="图"><img src="data:image/png;base64,iVBORw0KGgo=">',
    ].join("");
    expect(await sanitizeRichHtml(rich)).toBe(rich);
  });

  it("opens new-window links without handing over the opener; other targets are dropped", async () => {
    expect(await sanitizeRichHtml('<a href="https://example.com" target="_blank">新</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">新</a>',
    );
    expect(await sanitizeRichHtml('<a href="https://example.com" target="_top">顶</a>')).toBe(
      '<a href="https://example.com">顶</a>',
    );
  });

  it("keeps the allowed declarations of a mixed style", async () => {
    expect(
      await sanitizeRichHtml('<span style="color:#c00;position:absolute;font-size:14px">字</span>'),
    ).toBe('<span style="color: #c00; font-size: 14px">字</span>');
  });
});

describe.each(backends)("announcement HTML on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  const setup = async () => {
    const db = await backend.db();
    const app = createApp({ db });
    const manager = await grantedClient(app, db, Object.values(PERMISSION_CODES.announcement), {
      tenants: [TENANT],
      tenantId: TENANT,
    });
    return { db, app, ...manager };
  };

  /** A row written straight into the table (an import, another program): the API never saw it. */
  const insertAnnouncement = async (
    db: Awaited<ReturnType<typeof setup>>["db"],
    values: { msg_content?: string; send_status?: string; msg_type?: string; del_flag?: string } = {},
  ) => {
    const id = newId();
    await db
      .insertInto("sys_announcement")
      .values({
        id,
        titile: `直写 ${randomBytes(4).toString("hex")}`,
        msg_content: DIRTY_BODY,
        sender: "admin",
        priority: "L",
        msg_category: "1",
        msg_type: "ALL",
        send_status: "1",
        send_time: new Date(),
        del_flag: "0",
        create_by: "admin",
        create_time: new Date(),
        tenant_id: TENANT,
        ...values,
      })
      .execute();
    return id;
  };

  it("stores no forbidden construct, on add or on edit", async () => {
    const { db, client } = await setup();
    const titile = `脏正文 ${randomBytes(4).toString("hex")}`;
    await client.sys.announcement.add({ titile, msgContent: DIRTY_BODY, msgType: "ALL", msgCategory: "1" });
    const stored = await db
      .selectFrom("sys_announcement")
      .select(["id", "msg_content"])
      .where("titile", "=", titile)
      .executeTakeFirstOrThrow();
    expectClean(stored.msg_content);

    await client.sys.announcement.edit({ id: stored.id, msgContent: `${DIRTY_BODY}<p>改</p>` });
    const edited = await db
      .selectFrom("sys_announcement")
      .select("msg_content")
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expectClean(edited.msg_content);
    expect(edited.msg_content).toContain("<p>改</p>");
  });

  it("sanitizes a dirty stored row again on every answer: show page, queryById, list, listByUser, my announcements", async () => {
    const { db, app, client, user } = await setup();
    const id = await insertAnnouncement(db);
    await db
      .insertInto("sys_announcement_send")
      .values({ id: newId(), annt_id: id, user_id: user.id, read_flag: "0", create_time: new Date() })
      .execute();

    const page = await rawRequest(app, `/sys/annountCement/show/${id}`);
    expect(page.status).toBe(200);
    const body = (await page.text()).split('<div class="content">')[1];
    expectClean(body);

    expectClean((await client.sys.announcement.queryById(id)).result.msgContent);
    const listed = (await client.sys.announcement.list({ pageSize: 100 })).result.records.find(
      (r) => r.id === id,
    );
    expectClean(listed?.msgContent);
    const bell = (await client.sys.announcement.listByUser(100)).result.anntMsgList.find((r) => r.id === id);
    expectClean(bell?.msgContent);
    const mine = (await client.sys.announcement.myAnnouncementSend({ pageSize: 100 })).result.records.find(
      (r) => r.anntId === id,
    );
    expectClean(mine?.msgContent);
  });

  it("shows only released announcements addressed to everyone on the public page", async () => {
    const { db, app } = await setup();
    const released = await insertAnnouncement(db, { msg_content: "<p>公开</p>" });
    const hidden = [
      await insertAnnouncement(db, { send_status: "0" }),
      await insertAnnouncement(db, { send_status: "2" }),
      await insertAnnouncement(db, { del_flag: "1" }),
      await insertAnnouncement(db, { msg_type: "USER" }),
      "no-such-announcement",
      "bad%20id",
    ];
    const shown = await rawRequest(app, `/sys/annountCement/show/${released}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("<p>公开</p>");
    for (const id of hidden) {
      const res = await rawRequest(app, `/sys/annountCement/show/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.text()).toContain("通知不存在或未发布");
    }
  });

  it("sends a script-free CSP, nosniff and no referrer with the page and with its 404", async () => {
    const { db, app } = await setup();
    const released = await insertAnnouncement(db);
    for (const path of [`/sys/annountCement/show/${released}`, "/sys/annountCement/show/missing"]) {
      const res = await rawRequest(app, path);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      const directives = new Map(
        csp.split(";").map((d) => {
          const [name = "", ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get("default-src")).toEqual(["'none'"]);
      expect(directives.has("script-src")).toBe(false);
      expect(directives.get("img-src")).not.toContain("*");
      expect(directives.get("base-uri")).toEqual(["'none'"]);
      expect(directives.get("form-action")).toEqual(["'none'"]);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    }
  });
});

import { HttpError } from "@kanya/client";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { backends } from "./support/backends";
import { API_BASE, inProcessClient, signIn } from "./support/client";

const USER_EXPORT = "/sys/user/exportXls";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const MSG_TICKET_INVALID = "链接已失效，请重新打开";

describe.each(backends)("path tickets on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  /** The app on a clock the test moves, and a client signed in as admin. */
  const setup = async () => {
    let now = Date.now();
    const app = createApp({ db: await backend.db(), clock: () => new Date(now) });
    const token = await signIn(app, "admin");
    const client = inProcessClient(app, { token, tenantId: 1000 });
    /** Follows a link as a browser does: no token header, no tenant header. */
    const follow = (url: string) => app.fetch(new Request(url));
    const linkTo = async (path: string, query = {}) => {
      const link = await client.sys.linkUrl(path, query);
      if (!link.success) throw new Error(`No link to ${path}: ${link.message}`);
      return link.result;
    };
    return { app, client, follow, linkTo, later: (ms: number) => (now += ms) };
  };

  it("opens an export by a plain link without the token in it, and answers with no-referrer", async () => {
    const { follow, linkTo } = await setup();
    const url = await linkTo(USER_EXPORT, { username: "admin" });
    expect(url).toMatch(new RegExp(`^${API_BASE}${USER_EXPORT}\\?username=admin&ticket=[\\w-]{43}$`));

    const res = await follow(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(XLSX);
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("opens the path once: a second use of the same link is refused", async () => {
    const { follow, linkTo } = await setup();
    const url = await linkTo(USER_EXPORT);
    expect((await follow(url)).status).toBe(200);

    const again = await follow(url);
    expect(again.status).toBe(401);
    expect(again.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await again.json()).toMatchObject({ success: false, code: 401, message: MSG_TICKET_INVALID });
  });

  it("opens only the path it was issued for", async () => {
    const { follow, linkTo } = await setup();
    const ticket = new URL(await linkTo(USER_EXPORT)).searchParams.get("ticket") ?? "";
    const elsewhere = await follow(`${API_BASE}/sys/role/exportXls?ticket=${ticket}`);
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toMatchObject({ success: false, message: MSG_TICKET_INVALID });
    // A route not opened by links ignores tickets altogether: no header, no access.
    const list = await follow(`${API_BASE}/sys/user/list?ticket=${ticket}`);
    expect(list.status).toBe(401);
    expect(await list.json()).toMatchObject({ success: false, message: "Token失效，请重新登录!" });
  });

  it("expires a minute after it was issued", async () => {
    const { follow, linkTo, later } = await setup();
    const fresh = await linkTo(USER_EXPORT);
    const stale = await linkTo(USER_EXPORT);
    later(59_000);
    expect((await follow(fresh)).status).toBe(200);
    later(2_000);
    const expired = await follow(stale);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ success: false, message: MSG_TICKET_INVALID });
  });

  it("ends with its session: a link made before signing out no longer opens", async () => {
    const { client, follow, linkTo } = await setup();
    const url = await linkTo(USER_EXPORT);
    expect(await client.sys.logout()).toMatchObject({ success: true });
    expect((await follow(url)).status).toBe(401);
  });

  it("is issued only to a signed-in caller, and only for a route opened by links", async () => {
    const { app, client } = await setup();
    expect(await client.sys.pathTicket("/sys/user/list")).toMatchObject({
      success: false,
      message: "该地址不能通过链接打开：/sys/user/list",
    });
    expect(await client.sys.linkUrl("/sys/user/list")).toMatchObject({ success: false });
    const anonymous = await inProcessClient(app)
      .sys.pathTicket(USER_EXPORT)
      .catch((e: unknown) => e);
    expect(anonymous).toBeInstanceOf(HttpError);
    expect((anonymous as HttpError).status).toBe(401);
  });
});

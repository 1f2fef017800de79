import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { anonymous, authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { queryParam } from "../../http/input";
import { serveList } from "../../http/list";
import { parsePaging } from "../../http/list/list-request";
import { requireId, requireIdList } from "../../http/params";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, readTenantId } from "../../http/request";
import { CODE_OK, type Envelope, error500, okCodeZero } from "../../http/result";
import { del, get, post, put, type RouteSpec } from "../../http/routes";
import { announcementListSpec } from "./list-spec";
import { toSafeAnnouncementJson } from "./safe-json";
import {
  type AnnouncementService,
  MSG_ADDED,
  MSG_ALL_READ,
  MSG_DELETED,
  MSG_EDITED,
  MSG_RELEASED,
  MSG_REVOKED,
  parseAnnouncementInput,
} from "./service";
import { ANNOUNCEMENT_NOT_FOUND_PAGE, announcementShowPage, SHOW_PAGE_HEADERS } from "./show-page";

const CODES = PERMISSION_CODES.announcement;

export interface AnnouncementRoutesDeps {
  db: Kysely<Database>;
  announcements: AnnouncementService;
  /** Whether the user holds a permission code (for reading announcements not sent to them). */
  hasPermission: (userId: string, code: string) => Promise<boolean>;
}

/** JeecgBoot's `result.success(msg)`: code 200 and the message, `result` left null. */
function success(message: string): Envelope<null> {
  return { success: true, message, code: CODE_OK, result: null, timestamp: Date.now() };
}

/** JeecgBoot's `new Result(); setSuccess(true); setMessage(msg)`: the code stays 0. */
function successCodeZero(message: string): Envelope<null> {
  return { ...okCodeZero(null), message };
}

/** `/sys/annountCement/*` (sic) and `/sys/sysAnnouncementSend/*`. */
export function announcementRoutes(deps: AnnouncementRoutesDeps): RouteSpec[] {
  const { announcements } = deps;
  const base = "/sys/annountCement";
  const markRead: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const anntId = requireId(body.anntId, "anntId");
    await announcements.markRead(anntId, requireAuth(c).user.id);
    return c.json(okCodeZero(null));
  };
  const edit: RouteSpec["handler"] = async (c) => {
    const body = await readJsonObject(c);
    const id = requireId(body.id);
    await announcements.edit(id, parseAnnouncementInput(body, false), requireAuth(c), readTenantId(c));
    return c.json(success(MSG_EDITED));
  };
  return [
    get(`${base}/list`, permission(CODES.list), (c) => serveList(c, deps.db, announcementListSpec)),

    post(`${base}/add`, permission(CODES.add), async (c) => {
      const input = parseAnnouncementInput(await readJsonObject(c), true);
      await announcements.add(input, requireAuth(c), readTenantId(c));
      return c.json(success(MSG_ADDED));
    }),
    put(`${base}/edit`, permission(CODES.edit), edit),
    post(`${base}/edit`, permission(CODES.edit), edit),
    del(`${base}/delete`, permission(CODES.delete), async (c) => {
      const id = requireId(c.req.query("id"));
      const removed = await announcements.remove([id], requireAuth(c), readTenantId(c));
      if (removed === 0) throw new BusinessError("未找到对应实体");
      return c.json(success(MSG_DELETED));
    }),
    del(`${base}/deleteBatch`, permission(CODES.deleteBatch), async (c) => {
      const ids = requireIdList(c.req.query("ids"));
      await announcements.remove(ids, requireAuth(c), readTenantId(c));
      return c.json(success(MSG_DELETED));
    }),
    // Managers read any announcement of their tenant; everyone else only those sent to them.
    get(`${base}/queryById`, authenticated, async (c) => {
      const id = requireId(c.req.query("id"));
      const { user } = requireAuth(c);
      const row = await announcements.loadVisible(id, readTenantId(c));
      const allowed =
        (await announcements.wasSentTo(id, user.id)) || (await deps.hasPermission(user.id, CODES.list));
      if (!allowed) return c.json(error500("未找到对应实体"));
      return c.json(okCodeZero(await toSafeAnnouncementJson(row)));
    }),
    get(`${base}/doReleaseData`, permission(CODES.release), async (c) => {
      await announcements.release(requireId(c.req.query("id")), requireAuth(c), readTenantId(c));
      return c.json(success(MSG_RELEASED));
    }),
    get(`${base}/doReovkeData`, permission(CODES.revoke), async (c) => {
      await announcements.revoke(requireId(c.req.query("id")), requireAuth(c), readTenantId(c));
      return c.json(success(MSG_REVOKED));
    }),
    get(`${base}/listByUser`, authenticated, async (c) => {
      const raw = queryParam(c, "pageSize") ?? "5";
      if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) {
        throw new BusinessError("pageSize必须是1到100之间的整数");
      }
      const result = await announcements.listByUser(requireAuth(c).user.id, readTenantId(c), Number(raw));
      return c.json(okCodeZero(result));
    }),
    get(`${base}/show/:id`, anonymous, async (c) => {
      const id = c.req.param("id") ?? "";
      const annt = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await announcements.findPublic(id) : undefined;
      for (const [name, value] of Object.entries(SHOW_PAGE_HEADERS)) c.header(name, value);
      if (!annt) return c.html(ANNOUNCEMENT_NOT_FOUND_PAGE, 404);
      return c.html(announcementShowPage(annt));
    }),

    put("/sys/sysAnnouncementSend/editByAnntIdAndUserId", authenticated, markRead),
    post("/sys/sysAnnouncementSend/editByAnntIdAndUserId", authenticated, markRead),
    get("/sys/sysAnnouncementSend/getMyAnnouncementSend", authenticated, async (c) => {
      const { pageNo, pageSize } = parsePaging(c.req.query());
      const readFlag = queryParam(c, "readFlag");
      if (readFlag !== undefined && readFlag !== "0" && readFlag !== "1")
        throw new BusinessError("readFlag只能是0或1");
      const page = await announcements.myAnnouncementSend(
        requireAuth(c).user.id,
        {
          titile: queryParam(c, "titile"),
          sender: queryParam(c, "sender"),
          readFlag,
          msgCategory: queryParam(c, "msgCategory"),
          busType: queryParam(c, "busType"),
        },
        pageNo,
        pageSize,
      );
      return c.json(okCodeZero(page));
    }),
    put("/sys/sysAnnouncementSend/readAll", authenticated, async (c) => {
      await announcements.readAll(requireAuth(c).user.id);
      return c.json(successCodeZero(MSG_ALL_READ));
    }),
  ];
}

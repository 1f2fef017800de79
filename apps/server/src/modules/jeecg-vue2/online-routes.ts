import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { queryParam } from "../../http/input";
import { escapeLike, listContext, toPage } from "../../http/list";
import { parsePaging } from "../../http/list/list-request";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readJsonObject, stringField } from "../../http/request";
import { error500, okCodeZero, okMessage } from "../../http/result";
import { get, post, type RouteSpec } from "../../http/routes";
import { formatDateTime } from "../../wire/datetime";

const CODES = PERMISSION_CODES.online;

/**
 * Online users (`/sys/online/list`, `forceLogout`): one record per live session. JeecgBoot lists its Redis
 * tokens; here only a token's digest is stored, so a record's `token` is its session's id, which is what
 * `forceLogout` takes back. Forcing a session out revokes it on every instance at the next request.
 */
export function onlineRoutes(db: Kysely<Database>, clock: () => Date): RouteSpec[] {
  const liveSessions = () =>
    db
      .selectFrom("kanya_session as s")
      .innerJoin("sys_user as u", "u.id", "s.user_id")
      .where("s.revoked_at", "is", null)
      .where("s.expires_at", ">", clock());

  return [
    get("/sys/online/list", permission(CODES.list), async (c) => {
      const { pageNo, pageSize } = parsePaging(listContext(c).params);
      const username = queryParam(c, "username");
      let sessions = liveSessions();
      if (username) sessions = sessions.where("u.username", "ilike", `%${escapeLike(username)}%`);
      const { total } = await sessions
        .select((eb) => eb.fn.countAll<string>().as("total"))
        .executeTakeFirstOrThrow();
      const rows = await sessions
        .select([
          "s.id",
          "u.username",
          "u.realname",
          "u.avatar",
          "u.birthday",
          "u.sex",
          "u.phone",
          "s.created_at",
          "s.ip",
        ])
        .orderBy("s.created_at", "desc")
        .orderBy("s.id")
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      // Beyond JeecgBoot: when and where the session signed in (在线用户's 登录时间 and 登录IP).
      const records = rows.map(({ created_at, ip, id, ...user }) => ({
        id,
        token: id,
        ...user,
        loginTime: formatDateTime(created_at),
        ip,
      }));
      return c.json(okCodeZero(toPage(records, Number(total), pageNo, pageSize)));
    }),

    post("/sys/online/forceLogout", permission(CODES.forceLogout), async (c) => {
      const sessionId = stringField(await readJsonObject(c), "token")?.trim();
      if (!sessionId) return c.json(error500("退出登录失败！"));
      if (sessionId === requireAuth(c).sessionId)
        throw new BusinessError("不能强制退出自己的当前会话，请使用退出登录");
      const result = await db
        .updateTable("kanya_session")
        .set({ revoked_at: clock() })
        .where("id", "=", sessionId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return c.json(Number(result.numUpdatedRows) > 0 ? okMessage("退出登录成功！") : error500("Token无效!"));
    }),
  ];
}

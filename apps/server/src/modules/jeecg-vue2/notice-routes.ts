import { authenticated } from "../../http/access";
import { requireAuth } from "../../http/guard";
import { queryParam } from "../../http/input";
import { okCodeZero } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import type { NoticeBus } from "../notice/notice-bus";

/**
 * `/sys/annountCement/syncNotic?anntId=`: after "mark all read" JeecgBoot's UI asks the server to tell the
 * user's other open pages to reload their notices (a `topic` frame). Here it reaches the caller's own
 * sockets only: nobody else's read state changed.
 */
export function noticeSyncRoutes(notices: NoticeBus): RouteSpec[] {
  return [
    get("/sys/annountCement/syncNotic", authenticated, async (c) => {
      const anntId = queryParam(c, "anntId");
      await notices.publish(
        { kind: "users", userIds: [requireAuth(c).user.id] },
        { cmd: "topic", ...(anntId ? { msgId: anntId } : {}), msgTxt: "批量设置已读" },
      );
      return c.json(okCodeZero(null));
    }),
  ];
}

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { authenticated, permission } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { listContext, serveList } from "../../http/list";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { readTenantId } from "../../http/request";
import { type Envelope, ok, okCodeZero } from "../../http/result";
import { del, get, type RouteSpec } from "../../http/routes";
import {
  type LogService,
  MSG_LOG_DELETED,
  MSG_LOG_IDS_REQUIRED,
  MSG_LOG_NOT_FOUND,
  queryLogPageByCounters,
  sysLogListSpec,
} from "./service";

/** `/sys/log/*` (the log page) and the home page's visit statistics (`/sys/loginfo`, `/sys/visitInfo`). */
export function logRoutes(db: Kysely<Database>, logs: LogService, clock: () => Date): RouteSpec[] {
  return [
    // Views by logType alone take their total from the counters; any other filter is counted as usual.
    get("/sys/log/list", permission(PERMISSION_CODES.log.list), async (c) => {
      const page = await queryLogPageByCounters(db, listContext(c));
      return page ? c.json(okCodeZero(page)) : serveList(c, db, sysLogListSpec);
    }),

    del("/sys/log/delete", permission(PERMISSION_CODES.log.delete), async (c) => {
      const id = c.req.query("id")?.trim() ?? "";
      if (id === "" || !(await logs.deleteOne(id, readTenantId(c))))
        throw new BusinessError(MSG_LOG_NOT_FOUND);
      return c.json(successWithMessage("删除成功!"));
    }),

    // JeecgBoot answers "删除成功!" for `allclear` too: its "清除成功!" is overwritten before it returns.
    del("/sys/log/deleteBatch", permission(PERMISSION_CODES.log.deleteBatch), async (c) => {
      const ids = c.req.query("ids")?.trim() ?? "";
      if (ids === "") throw new BusinessError(MSG_LOG_IDS_REQUIRED);
      await logs.deleteBatch(ids, readTenantId(c));
      return c.json(successWithMessage(MSG_LOG_DELETED));
    }),

    // JeecgBoot: `result.success("登录成功")`, so code 200 and that message.
    get("/sys/loginfo", authenticated, async (c) =>
      c.json(ok(await logs.loginInfo(clock(), readTenantId(c)), "登录成功")),
    ),

    get("/sys/visitInfo", authenticated, async (c) =>
      c.json(okCodeZero(await logs.visitInfo(clock(), readTenantId(c)))),
    ),
  ];
}

/** `result.success(msg)` on a fresh Result: code 200, the message, result null. */
function successWithMessage(message: string): Envelope<null> {
  return ok(null, message);
}

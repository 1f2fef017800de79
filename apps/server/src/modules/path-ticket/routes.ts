import type { Kysely } from "kysely";
import { issuePathTicket, PATH_TICKET_TTL_MS } from "../../auth/path-tickets";
import type { Database } from "../../db/schema";
import { authenticated } from "../../http/access";
import { BusinessError } from "../../http/errors";
import { requireAuth } from "../../http/guard";
import { requiredText } from "../../http/input";
import { readJsonObject } from "../../http/request";
import { ok } from "../../http/result";
import { post, type RouteSpec } from "../../http/routes";

export interface PathTicketRoutesDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** API paths of the routes declared `openableByLink` (the only ones a ticket opens). */
  linkPaths: ReadonlySet<string>;
}

/**
 * `POST /sys/pathTicket {path}`: a single-use ticket, valid for a minute, that opens `path` by a plain link
 * (`<path>?ticket=…`), for downloads a browser starts without the `X-Access-Token` header.
 */
export function pathTicketRoutes(deps: PathTicketRoutesDeps): RouteSpec[] {
  return [
    post("/sys/pathTicket", authenticated, async (c) => {
      const path = requiredText(await readJsonObject(c), "path", 255);
      if (!deps.linkPaths.has(path)) throw new BusinessError(`该地址不能通过链接打开：${path}`);
      const { sessionId } = requireAuth(c);
      const { ticket } = await issuePathTicket(deps.db, { sessionId, path, now: deps.clock() });
      return c.json(ok({ path, ticket, expiresIn: PATH_TICKET_TTL_MS / 1000 }));
    }),
  ];
}

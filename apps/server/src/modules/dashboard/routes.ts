import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { permission } from "../../http/access";
import { requireAuth } from "../../http/guard";
import { PERMISSION_CODES } from "../../http/permission-codes";
import { ok } from "../../http/result";
import { get, type RouteSpec } from "../../http/routes";
import { channelScope } from "../business/channel-scope";
import { analysisFigures } from "./analysis";
import { parseDayRange } from "./date-range";
import { workplaceTodos } from "./workplace";

export interface DashboardDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** The signed-in user's permission codes (the claim reviewers' to-dos depend on them). */
  codesOf: (userId: string) => Promise<ReadonlySet<string>>;
}

const CODE = PERMISSION_CODES.dashboard.view;

/**
 * The dashboards' figures: `/dashboard/analysis` (首页: orders and revenue by day, channel and service type,
 * claims by status, top hospitals and doctors, over `start`–`end` or the last `days` 7 or 30) and
 * `/dashboard/workplace` (工作台: the caller's to-dos). Visits stay on `/sys/loginfo` and `/sys/visitInfo`.
 */
export function dashboardRoutes(deps: DashboardDeps): RouteSpec[] {
  // A user kept to some channels (department scoping, issue 16) sees only their channels' figures.
  const channels = channelScope({
    db: deps.db,
    hasPermission: async (userId, code) => (await deps.codesOf(userId)).has(code),
  });
  return [
    get("/dashboard/analysis", permission(CODE), async (c) => {
      const range = parseDayRange(c.req.query(), deps.clock());
      const kept = await channels.codesOf(requireAuth(c));
      return c.json(ok(await analysisFigures(deps.db, range, kept)));
    }),
    get("/dashboard/workplace", permission(CODE), async (c) => {
      const { user } = requireAuth(c);
      const codes = await deps.codesOf(user.id);
      return c.json(ok(await workplaceTodos(deps.db, { id: user.id, username: user.username, codes })));
    }),
  ];
}

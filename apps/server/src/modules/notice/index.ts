import type { Kysely } from "kysely";
import { createAuthenticator } from "../../auth/authenticator";
import { loadOrCreateTokenSecret } from "../../auth/token-secret";
import type { DatabaseTarget } from "../../db/open-database";
import type { Database } from "../../db/schema";
import { listUserTenants } from "../tenant/service";
import { createLocalNoticeBus, type NoticeBus } from "./notice-bus";
import type { NoticeSocketDeps } from "./notice-socket";
import { createPgNoticeBus } from "./pg-notice-bus";

export { createLocalNoticeBus, type NoticeBus, type NoticeMessage, type NoticeTarget } from "./notice-bus";
export {
  attachNoticeSocket,
  NOTICE_HEARTBEAT_MS,
  type NoticeSocket,
  type NoticeSocketDeps,
} from "./notice-socket";
export { createPgNoticeBus } from "./pg-notice-bus";

/** The notice bus for a database: LISTEN/NOTIFY on PostgreSQL (several instances), in-process on PGlite. */
export function openNoticeBus(
  target: DatabaseTarget,
  db: Kysely<Database>,
  log: (line: string) => void,
): Promise<NoticeBus> {
  return target.kind === "postgres"
    ? createPgNoticeBus({ databaseUrl: target.url, db, log })
    : Promise.resolve(createLocalNoticeBus());
}

/** What the notice socket of a server needs: token checks as the API does them, the bus, tenant lookups. */
export function noticeSocketDeps(options: {
  db: Kysely<Database>;
  tokenSecret: string | undefined;
  bus: NoticeBus;
  log: (line: string) => void;
  heartbeatMs?: number;
}): NoticeSocketDeps {
  const { db, tokenSecret } = options;
  return {
    authenticate: createAuthenticator({
      db,
      tokenSecret: () =>
        tokenSecret ? Promise.resolve(tokenSecret) : loadOrCreateTokenSecret(db, new Date()),
      clock: () => new Date(),
    }),
    bus: options.bus,
    tenantsOfUser: async (userId) => (await listUserTenants(db, userId)).map((tenant) => tenant.id),
    log: options.log,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  };
}

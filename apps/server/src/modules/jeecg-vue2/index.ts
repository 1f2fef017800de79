import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { RouteSpec } from "../../http/routes";
import type { ObjectStore } from "../../storage/object-store";
import { departExtraRoutes } from "../depart/extra-routes";
import { userLookupRoutes } from "../membership/lookup-routes";
import { membershipRoutes } from "../membership/routes";
import type { NoticeBus } from "../notice/notice-bus";
import { dataLogRoutes } from "./data-log-routes";
import { lookupRoutes } from "./lookup-routes";
import { noticeSyncRoutes } from "./notice-routes";
import { onlineRoutes } from "./online-routes";
import { ossRoutes } from "./oss-routes";
import { refusedRoutes } from "./refused-routes";
import { registryRoutes } from "./registry-routes";

export interface JeecgVue2Deps {
  db: Kysely<Database>;
  notices: NoticeBus;
  clock: () => Date;
  objectStore: ObjectStore;
}

/**
 * The calls JeecgBoot's original Vue 2 front end makes beyond the families of the other modules (its list is
 * test/support/jeecg-vue2-calls.ts): role and department membership, user and department look-ups,
 * department data rules, online users, notice sync, role home pages, user agents, the data change log,
 * object storage, and the calls refused on purpose.
 */
export function jeecgVue2Routes(deps: JeecgVue2Deps): RouteSpec[] {
  const { db } = deps;
  return [
    ...membershipRoutes(db),
    ...userLookupRoutes(db),
    ...departExtraRoutes(db),
    ...lookupRoutes(db),
    ...onlineRoutes(db, deps.clock),
    ...noticeSyncRoutes(deps.notices),
    ...registryRoutes(db, deps.clock),
    ...dataLogRoutes(db),
    ...ossRoutes(db, deps.objectStore, deps.clock),
    ...refusedRoutes(),
  ];
}

import type { RouteSpec } from "../../http/routes";
import type { BusinessDeps } from "../business/deps";
import { orderRoutes } from "./order-routes";
import { storeRoutes } from "./store-routes";
import { storeScope } from "./store-scope";

/**
 * The dentistry store system (issue 16, the `CK:` users' product): stores, dentists, patients and orders
 * with their treatment items, each kept to the user's stores (store-scope.ts).
 */
export function dentistryRoutes(deps: BusinessDeps): RouteSpec[] {
  const scope = storeScope(deps);
  return [...storeRoutes(deps, scope), ...orderRoutes(deps, scope)];
}

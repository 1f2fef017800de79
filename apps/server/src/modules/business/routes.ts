import type { RouteSpec } from "../../http/routes";
import { channelRoutes } from "./channel-routes";
import { channelScope } from "./channel-scope";
import { consultationRoutes } from "./consultation-routes";
import type { BusinessDeps } from "./deps";
import { healthReportRoutes } from "./health-report-routes";
import { hospitalRoutes } from "./hospital-routes";
import { insuranceRoutes } from "./insurance-routes";
import { memberCardBatchRoute } from "./member-card-batch";
import { memberRoutes } from "./member-routes";
import { orderRoutes } from "./order-routes";
import { patientRoutes } from "./patient-routes";
import { workOrderRoutes } from "./work-order-routes";

export type { BusinessDeps } from "./deps";

/** The health-services business (issue 16): channels, customers and cards, patients, hospitals, orders. */
export function businessRoutes(deps: BusinessDeps): RouteSpec[] {
  // Orders, customers, patients, cards, policies and claims are kept to the channels of the user's department.
  const scope = channelScope(deps);
  return [
    ...channelRoutes(deps),
    ...memberRoutes(deps, scope),
    memberCardBatchRoute(deps, scope),
    ...patientRoutes(deps, scope),
    ...hospitalRoutes(deps),
    ...orderRoutes(deps, scope),
    ...insuranceRoutes(deps, scope),
    ...workOrderRoutes(deps),
    ...consultationRoutes(deps),
    ...healthReportRoutes(deps),
  ];
}

import { dashboardApi } from "./dashboard.js";
import { createHttp, type Http, type HttpOptions } from "./http.js";
import { onlineReportApi } from "./online/report.js";
import { authApi } from "./sys/auth.js";
import { dataLogApi } from "./sys/data-log.js";
import { departApi } from "./sys/depart.js";
import { dictApi } from "./sys/dict.js";
import { logApi } from "./sys/log.js";
import { membershipApi } from "./sys/membership.js";
import { monitorApi } from "./sys/monitor.js";
import { onlineApi } from "./sys/online.js";
import { ossApi } from "./sys/oss.js";
import { pathTicketApi } from "./sys/path-ticket.js";
import { permissionApi } from "./sys/permission.js";
import { permissionAdminApi } from "./sys/permission-admin.js";
import { positionApi } from "./sys/position.js";
import { roleApi } from "./sys/role.js";
import { roleIndexApi } from "./sys/role-index.js";
import { type SystemCommonApi, systemCommonApi } from "./sys/system-common.js";
import { tenantApi } from "./sys/tenant.js";
import { thirdAppApi } from "./sys/third-app.js";
import { userApi } from "./sys/user.js";
import { userAgentApi } from "./sys/user-agent.js";

export type ClientOptions = HttpOptions;

export interface KanyaClient extends Http {
  /** The `/sys/*` system API, one family per module. */
  sys: ReturnType<typeof authApi> &
    ReturnType<typeof permissionApi> &
    ReturnType<typeof dictApi> &
    ReturnType<typeof pathTicketApi> & { log: ReturnType<typeof logApi> } & {
      user: ReturnType<typeof userApi>;
      role: ReturnType<typeof roleApi>;
    } & {
      permission: ReturnType<typeof permissionAdminApi>;
      depart: ReturnType<typeof departApi>;
      position: ReturnType<typeof positionApi>;
      tenant: ReturnType<typeof tenantApi>;
    } & SystemCommonApi & {
      membership: ReturnType<typeof membershipApi>;
      online: ReturnType<typeof onlineApi>;
      thirdApp: ReturnType<typeof thirdAppApi>;
      roleIndex: ReturnType<typeof roleIndexApi>;
      userAgent: ReturnType<typeof userAgentApi>;
      dataLog: ReturnType<typeof dataLogApi>;
      oss: ReturnType<typeof ossApi>;
      monitor: ReturnType<typeof monitorApi>;
    };
  /** The dashboards' figures (首页, 工作台). */
  dashboard: ReturnType<typeof dashboardApi>;
  /** Online development: report definitions and their preview. */
  online: { report: ReturnType<typeof onlineReportApi> };
}

/** A typed client for a JeecgBoot-compatible server (Kanya's own, or JeecgBoot itself). */
export function createClient(options: ClientOptions): KanyaClient {
  const http = createHttp(options);
  return {
    ...http,
    sys: {
      ...authApi(http),
      ...permissionApi(http),
      ...dictApi(http),
      ...pathTicketApi(http),
      log: logApi(http),
      user: userApi(http),
      role: roleApi(http),
      permission: permissionAdminApi(http),
      depart: departApi(http),
      position: positionApi(http),
      tenant: tenantApi(http),
      ...systemCommonApi(http),
      membership: membershipApi(http),
      online: onlineApi(http),
      thirdApp: thirdAppApi(http),
      roleIndex: roleIndexApi(http),
      userAgent: userAgentApi(http),
      dataLog: dataLogApi(http),
      oss: ossApi(http),
      monitor: monitorApi(http),
    },
    dashboard: dashboardApi(http),
    online: { report: onlineReportApi(http) },
  };
}

import type { Result } from "../envelope.js";
import type { Http } from "../http.js";
import type { SysGatewayRoute, SysGatewayRouteForm } from "../types/sys-common.js";

/** `/sys/gatewayRoute/*`. */
export function gatewayRouteApi(http: Http) {
  const base = "/sys/gatewayRoute";
  return {
    list: (): Promise<Result<SysGatewayRoute[]>> => http.get(`${base}/list`),
    /** Adds a route, or updates the one with the given id. */
    updateAll: (router: SysGatewayRouteForm): Promise<Result<string>> =>
      http.post(`${base}/updateAll`, { router }),
    clearRedis: (): Promise<Result<string>> => http.get(`${base}/clearRedis`),
    delete: (id: string): Promise<Result<string>> => http.delete(`${base}/delete`, { id }),
  };
}

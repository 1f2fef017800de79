import { createHttp, type Http, type HttpOptions } from "./http.js";
import { authApi } from "./sys/auth.js";
import { dictApi } from "./sys/dict.js";
import { permissionApi } from "./sys/permission.js";

export type ClientOptions = HttpOptions;

export interface KanyaClient extends Http {
  /** The `/sys/*` system API, one family per module. */
  sys: ReturnType<typeof authApi> & ReturnType<typeof permissionApi> & ReturnType<typeof dictApi>;
}

/** A typed client for a JeecgBoot-compatible server (Kanya's own, or JeecgBoot itself). */
export function createClient(options: ClientOptions): KanyaClient {
  const http = createHttp(options);
  return { ...http, sys: { ...authApi(http), ...permissionApi(http), ...dictApi(http) } };
}

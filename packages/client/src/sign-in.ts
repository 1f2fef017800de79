// `@kanya/client/sign-in`: what a sign-in page calls (sign-in, captcha, SMS, registration, password reset,
// department pick, the menu by token), without the other API families, so an app's first screen stays small.
import type { ClientOptions } from "./client.js";
import { createHttp, type Http } from "./http.js";
import { authApi } from "./sys/auth.js";
import { permissionApi } from "./sys/permission.js";

export { HttpError, NetworkError, ProtocolError } from "./errors.js";

/** The sign-in families of `KanyaClient`; a full client (`createClient`) is one of these too. */
export interface SignInClient extends Http {
  sys: ReturnType<typeof authApi> & ReturnType<typeof permissionApi>;
}

export function createSignInClient(options: ClientOptions): SignInClient {
  const http = createHttp(options);
  return { ...http, sys: { ...authApi(http), ...permissionApi(http) } };
}

export { type ClientOptions, createClient, type KanyaClient } from "./client.js";
export { isResult, type Page, type Result } from "./envelope.js";
export { HttpError, NetworkError, ProtocolError } from "./errors.js";
export {
  createHttp,
  DEFAULT_TIMEOUT_MS,
  type Http,
  type HttpOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
  toQueryString,
} from "./http.js";
export type { LoginRequest, LoginResult, MultiDepart } from "./sys/auth.js";
export type { UserPermissions } from "./sys/permission.js";
export type * from "./types/index.js";

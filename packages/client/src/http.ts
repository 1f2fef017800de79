import { isResult, type Result } from "./envelope.js";
import { HttpError, NetworkError, ProtocolError } from "./errors.js";
import { signatureHeaders } from "./sign.js";

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface HttpOptions {
  /** API base, e.g. `/jeecg-boot` in a browser or `http://host:8080/jeecg-boot`. */
  baseUrl: string;
  /** Current access token, read on every request so a sign-in takes effect at once. */
  getToken?: () => string | null | undefined;
  /** Current tenant id; sent as `0` when there is none, as JeecgBoot's UI does. */
  getTenantId?: () => string | number | null | undefined;
  /** Defaults to the global fetch; tests pass the server's in-process handler. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Per-request time limit in ms (JeecgBoot's UI: 900000). */
  timeoutMs?: number;
  /** Clock for the `_t` stamp and `X-TIMESTAMP`, in ms. */
  now?: () => number;
  /**
   * Secret of the `X-Sign` signature on JeecgBoot's dictionary and SMS endpoints (its
   * `jeecg.signatureSecret`). Default: JeecgBoot's public default, `DEFAULT_SIGNATURE_SECRET`.
   */
  signatureSecret?: string;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  timeoutMs?: number;
}

export interface Http {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<Result<T>>;
  get<T>(path: string, query?: Query, options?: Omit<RequestOptions, "query" | "body">): Promise<Result<T>>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<Result<T>>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">): Promise<Result<T>>;
  delete<T>(
    path: string,
    query?: Query,
    options?: Omit<RequestOptions, "query" | "body">,
  ): Promise<Result<T>>;
  /** The absolute URL of an API path and query, without credentials (links carry a path ticket). */
  url(path: string, query?: Query): string;
}

export const DEFAULT_TIMEOUT_MS = 900_000;

/** GETs of dictionary items are cached by JeecgBoot's UI, so they carry no cache-busting `_t`. */
const UNSTAMPED_GET = /sys\/dict\/getDictItems/;

export function createHttp(options: HttpOptions): Http {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const base = options.baseUrl.replace(/\/+$/, "");

  async function request<T>(method: string, path: string, req: RequestOptions = {}): Promise<Result<T>> {
    const query: Record<string, QueryValue | readonly QueryValue[]> = { ...req.query };
    if (method === "GET" && !UNSTAMPED_GET.test(path)) query._t = Math.floor(now() / 1000);
    const target = apiTarget(path, query);
    const url = base + target;

    const headers: Record<string, string> = { Accept: "application/json", ...authHeaders(options) };
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      headers["Content-Type"] = "application/json;charset=UTF-8";
      body = JSON.stringify(req.body);
    }
    const jsonBody = typeof body === "string" ? body : undefined;
    Object.assign(
      headers,
      signatureHeaders(target, jsonBody, { secret: options.signatureSecret, now: now() }),
    );
    Object.assign(headers, req.headers);

    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: controller.signal });
    } catch (cause) {
      throw new NetworkError(url, controller.signal.aborted, { cause });
    } finally {
      clearTimeout(timer);
    }
    const payload = await readJson(response);
    if (!response.ok) throw new HttpError(response.status, isResult(payload) ? payload : undefined, url);
    if (!isResult(payload)) throw new ProtocolError(url, response.status);
    return payload as Result<T>;
  }

  return {
    request,
    get: (path, query, opts) => request("GET", path, { ...opts, ...(query ? { query } : {}) }),
    post: (path, body, opts) => request("POST", path, { ...opts, body }),
    put: (path, body, opts) => request("PUT", path, { ...opts, body }),
    delete: (path, query, opts) => request("DELETE", path, { ...opts, ...(query ? { query } : {}) }),
    url: (path, query = {}) => base + apiTarget(path, query),
  };
}

/** Path and query under the API base, as requests are signed and sent. */
function apiTarget(path: string, query: Query): string {
  return (path.startsWith("/") ? path : `/${path}`) + toQueryString(query);
}

/**
 * The token header, and the tenant under both names: JeecgBoot 3.4's UI sends `tenant-id` while the
 * 3.7 backend reads `X-Tenant-Id`, so sending both works against either.
 */
export function authHeaders(options: Pick<HttpOptions, "getToken" | "getTenantId">): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = options.getToken?.();
  if (token) headers["X-Access-Token"] = token;
  const tenant = String(options.getTenantId?.() ?? "") || "0";
  headers["X-Tenant-Id"] = tenant;
  headers["tenant-id"] = tenant;
  return headers;
}

export function toQueryString(query: Readonly<Record<string, QueryValue | readonly QueryValue[]>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.filter((v) => v != null).join(",") : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

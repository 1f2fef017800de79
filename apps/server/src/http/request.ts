import type { Context } from "hono";
import { BusinessError } from "./errors";
import { MSG_BAD_JSON } from "./messages";

/**
 * Whether a request of this method can carry a body: GET and HEAD never do (the Fetch API refuses one, and
 * the Node adapter passes none), so body checks skip them without building the request body at all.
 */
export function canHaveBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

/**
 * The caller's token, from the `X-Access-Token` header only. JeecgBoot also reads a `token` query
 * parameter; a token in a URL ends up in server and proxy logs, browser history and Referer headers, so
 * links use a path ticket instead (see `auth/path-tickets.ts`).
 */
export function readAccessToken(c: Context): string | null {
  return c.req.header("X-Access-Token")?.trim() || null;
}

/** Names a token goes by outside the header: query parameters and cookies with these names are refused. */
const TOKEN_NAMES = new Set(["token", "access_token", "x-access-token"]);

/** Whether the request carries a token somewhere other than the header (query string or cookie). */
export function hasTokenOutsideHeader(c: Context): boolean {
  for (const name of new URL(c.req.url).searchParams.keys()) {
    if (TOKEN_NAMES.has(name.toLowerCase())) return true;
  }
  const cookies = c.req.header("Cookie") ?? "";
  return cookies.split(";").some((pair) => TOKEN_NAMES.has(pair.split("=")[0]?.trim().toLowerCase() ?? ""));
}

/** The API's mount point: routes are declared, and path tickets issued, relative to it. */
export const API_PREFIX = "/jeecg-boot";

/** The request's path relative to the API, e.g. `/sys/user/exportXls`. */
export function apiPathOf(c: Context): string {
  const path = c.req.path;
  return path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path;
}

/**
 * The tenant the caller works in. JeecgBoot 3.4's UI sends `tenant-id` and the 3.7 backend reads
 * `X-Tenant-Id`, so both are accepted; `0`, empty or non-numeric means none.
 */
export function readTenantId(c: Context): number | null {
  const raw = c.req.header("X-Tenant-Id") || c.req.header("tenant-id") || "";
  const id = Number.parseInt(raw.trim(), 10);
  return Number.isSafeInteger(id) && id !== 0 ? id : null;
}

/** The JSON object body of a request; an empty body counts as `{}`. Anything else is the caller's error. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BusinessError(MSG_BAD_JSON);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BusinessError("请求内容必须是JSON对象");
  }
  return value as Record<string, unknown>;
}

/**
 * A text field of a JSON body, as sent (untrimmed): absent or null is undefined; numbers are accepted as
 * text since JeecgBoot's UI sends some ids (and the captcha key) as numbers. Any other type (an object, an
 * array, a boolean) is the caller's error, answered with the field's name, never read as absent: a value
 * of the wrong type must not pass as "not given" into a check that then says something else.
 */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new BusinessError(`字段${name}必须是文本`);
}

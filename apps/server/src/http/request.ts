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

/** The caller's token: header `X-Access-Token`, or the `token` query parameter as JeecgBoot's fallback. */
export function readAccessToken(c: Context): string | null {
  const token = c.req.header("X-Access-Token") || c.req.query("token");
  return token?.trim() || null;
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

/** A string field of a JSON body; numbers are accepted as text since JeecgBoot's UI sends some ids as numbers. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

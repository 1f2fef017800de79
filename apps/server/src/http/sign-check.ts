import { timingSafeEqual } from "node:crypto";
import { isSignedPath, requestSignature, SIGN_HEADER, TIMESTAMP_HEADER } from "@kanya/core/sign";
import type { Context, MiddlewareHandler } from "hono";
import { MSG_SIGN_INVALID } from "./messages";
import { canHaveBody } from "./request";
import { errorWithCode } from "./result";

/** How far `X-TIMESTAMP` may be from the server's time (JeecgBoot's SignAuthInterceptor: 5 minutes). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * JeecgBoot's SignAuthInterceptor: requests to the signed endpoints (dictionaries, SMS; see
 * `@kanya/core/sign`) need an `X-Sign` computed with the shared secret over their query and JSON body, and a
 * fresh `X-TIMESTAMP`. Anything else is answered as JeecgBoot does, HTTP 200 with `Sign签名校验失败！`, before
 * any handler runs. `now` is real time, not the app's clock: the window bounds the caller's clock against
 * the server's, as JeecgBoot's does with System.currentTimeMillis.
 */
export function requireRequestSignature(secret: string, now: () => number = Date.now): MiddlewareHandler {
  return async (c, next) => {
    // Hono's decoded path, the one routes match on, so no encoding of the path slips past the check.
    if (!isSignedPath(c.req.path)) return next();
    const sign = c.req.header(SIGN_HEADER);
    const body = await readSignedBody(c);
    const url = new URL(c.req.url);
    const valid =
      sign !== undefined &&
      isFresh(c.req.header(TIMESTAMP_HEADER), now()) &&
      body !== INVALID_BODY &&
      sameText(sign, requestSignature({ path: url.pathname, query: url.searchParams, body }, secret));
    return valid ? next() : c.json(errorWithCode(500, MSG_SIGN_INVALID));
  };
}

const INVALID_BODY = Symbol("invalid body");

/** The JSON object body (GET has none), or INVALID_BODY for a body that is not one: it could not be signed. */
async function readSignedBody(c: Context): Promise<unknown> {
  if (!canHaveBody(c.req.method) || !c.req.raw.body) return undefined;
  // Hono keeps the text, so the handler reads the same body after this.
  const text = await c.req.text();
  if (text.trim() === "") return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null && !Array.isArray(body) ? body : INVALID_BODY;
  } catch {
    return INVALID_BODY;
  }
}

/** Milliseconds since the epoch, or JeecgBoot's older 14-digit `yyyyMMddHHmmss` (GMT+8), within the window. */
function isFresh(stamp: string | undefined, nowMs: number): boolean {
  const value = stamp?.trim() ?? "";
  let at: number;
  const wallClock = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (wallClock) {
    const [, y, mo, d, h, mi, s] = wallClock;
    at = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`);
  } else if (/^\d{1,16}$/.test(value)) {
    at = Number(value);
  } else {
    return false;
  }
  // Both directions: a stamp far in the future would keep a captured request replayable for long.
  return Number.isFinite(at) && Math.abs(nowMs - at) <= SIGNATURE_MAX_AGE_MS;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

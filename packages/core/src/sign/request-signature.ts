import { md5Hex } from "./md5.js";

/**
 * JeecgBoot's request signature (`X-Sign`), computed the same way by its UI (`signMd5Utils.js`) and its
 * server (`SignUtil`, `HttpUtils`): one function here serves Kanya's client and Kanya's server.
 */

/** JeecgBoot's `jeecg.signatureSecret` as shipped. It is public (every JeecgBoot UI bundle carries it). */
export const DEFAULT_SIGNATURE_SECRET = "dd05f1c54d63749eda95f9fa6d49v442a";

export const SIGN_HEADER = "X-Sign";
/** Milliseconds since the epoch (JeecgBoot also accepts a 14-digit `yyyyMMddHHmmss`). */
export const TIMESTAMP_HEADER = "X-TIMESTAMP";

/** The signed key carrying a last path segment that holds a comma (`getDictItems/sys_user,realname,id`). */
export const PATH_VARIABLE_KEY = "x-path-variable";

export interface SignedRequest {
  /** The path as sent on the wire (percent-encoded, no query string). */
  path: string;
  /** The query parameters as the server decodes them; a repeated name keeps its last value. */
  query?: Iterable<readonly [string, string]>;
  /** The JSON body as the server parses it; only a plain object's fields are signed. */
  body?: unknown;
}

/**
 * What is signed: `x-path-variable` (the last path segment, decoded, when it holds a comma), the query, then
 * the body's fields (later wins), numbers as strings (booleans and nested values as they are), without
 * `_t`, keys sorted.
 */
export function signatureParams(request: SignedRequest): Record<string, unknown> {
  // No prototype: a `__proto__` field must stay a plain key, as it is in the JSON.
  const merged: Record<string, unknown> = Object.create(null);
  const lastSegment = request.path.slice(request.path.lastIndexOf("/") + 1);
  // Tested on the raw segment, as JeecgBoot tests its raw request URI: an encoded comma (%2C) does not count.
  if (lastSegment.includes(",")) merged[PATH_VARIABLE_KEY] = decodeSegment(lastSegment);
  for (const [key, value] of request.query ?? []) merged[key] = value;
  if (isPlainObject(request.body)) {
    for (const [key, value] of Object.entries(request.body)) {
      merged[key] = typeof value === "number" && !Number.isNaN(value) ? String(value) : value;
    }
  }
  delete merged._t;
  const sorted: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key];
  return sorted;
}

/** `MD5(JSON.stringify(params) + secret)`, upper-case: the value of `X-Sign`. */
export function requestSignature(request: SignedRequest, secret: string = DEFAULT_SIGNATURE_SECRET): string {
  return md5Hex(JSON.stringify(signatureParams(request)) + secret).toUpperCase();
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed percent-encoding: both ends keep the raw text, so they still agree.
    return segment;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

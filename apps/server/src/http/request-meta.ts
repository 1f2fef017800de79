import type { Context } from "hono";
import { socketAddress } from "./client-address";
import { readTenantId } from "./request";

/** What the system log records about a request. */
export interface RequestMeta {
  ip: string | null;
  /** Path with the query string, e.g. `/jeecg-boot/sys/login`. */
  url: string;
  /** HTTP method. */
  method: string;
  /** JeecgBoot's client_type dictionary: `pc`, `app` or `h5`. */
  clientType: string;
  tenantId: number | null;
  /** When the request arrived (ms), for cost_time. */
  startedAt: number;
}

const MAX_IP_LENGTH = 100;
const MAX_URL_LENGTH = 255;

export function requestMeta(c: Context, startedAt = Date.now()): RequestMeta {
  const url = new URL(c.req.url);
  return {
    ip: readClientIp(c),
    url: `${url.pathname}${url.search}`.slice(0, MAX_URL_LENGTH),
    method: c.req.method,
    clientType: readClientType(c),
    tenantId: readTenantId(c),
    startedAt,
  };
}

/**
 * The caller's address as JeecgBoot's IpUtils finds it: proxy headers first (X-Forwarded-For's first
 * entry, X-Real-IP), else the socket. Headers can be forged, so this is for the log, never for decisions.
 */
export function readClientIp(c: Context): string | null {
  const forwarded =
    c.req.header("X-Forwarded-For")?.split(",")[0]?.trim() || c.req.header("X-Real-IP")?.trim();
  if (forwarded) return forwarded.slice(0, MAX_IP_LENGTH);
  return socketAddress(c)?.slice(0, MAX_IP_LENGTH) ?? null;
}

/** `app` for JeecgBoot's uni-app client, `h5` for mobile browsers, `pc` otherwise. */
export function readClientType(c: Context): string {
  const agent = c.req.header("User-Agent") ?? "";
  if (/uni-app|Html5Plus/i.test(agent)) return "app";
  if (/Mobile|Android|iPhone|iPad/i.test(agent)) return "h5";
  return "pc";
}

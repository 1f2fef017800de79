import type { MiddlewareHandler } from "hono";

const ALLOWED_METHODS = "GET,POST,OPTIONS,PUT,DELETE";

/**
 * CORS as JeecgBoot's JwtFilter does it: echo the caller's Origin and requested headers, allow credentials,
 * and answer preflight OPTIONS with 200 before any authentication.
 */
export function jeecgCors(): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Credentials", "true");
      c.header("Access-Control-Allow-Methods", ALLOWED_METHODS);
      c.header("Vary", "Origin", { append: true });
      const requested = c.req.header("Access-Control-Request-Headers");
      if (requested) c.header("Access-Control-Allow-Headers", requested);
    }
    if (c.req.method === "OPTIONS") return c.body(null, 200);
    await next();
  };
}

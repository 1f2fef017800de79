import type { MiddlewareHandler } from "hono";

const ALLOWED_METHODS = "GET,POST,OPTIONS,PUT,DELETE";

/** The console's Vite dev server (`npm run dev -w @kanya/console`), allowed in development only. */
export const DEV_SERVER_ORIGIN = "http://localhost:5173";

/**
 * The origins allowed to call the API from another origin: `CORS_ORIGINS` (comma-separated), plus the dev
 * server when `NODE_ENV=development`. Anything else gets no CORS headers, so only the same origin (the
 * console this server serves) can use the API from a browser. A malformed entry stops the start with a
 * clear message rather than silently allowing less (or more) than meant.
 */
export function corsOriginsFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const listed = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map(normalizeOrigin);
  if (env.NODE_ENV === "development") listed.push(DEV_SERVER_ORIGIN);
  return [...new Set(listed)];
}

function normalizeOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (expected e.g. https://admin.example.com)`);
  }
  if (url.origin === "null" || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme, host and port only)`);
  }
  return url.origin;
}

/**
 * CORS for an allow-list of origins. JeecgBoot's JwtFilter echoes any Origin with credentials allowed; here
 * only listed origins get the headers (preflight included), so a page elsewhere cannot read answers with a
 * signed-in user's rights. Preflight OPTIONS is answered before any authentication either way; without the
 * headers the browser refuses the real request.
 */
export function corsAllowList(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header("Origin");
    // The answer depends on the Origin whether or not it is allowed, so caches must key on it.
    if (origin !== undefined) c.header("Vary", "Origin", { append: true });
    if (origin !== undefined && allowed.has(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Credentials", "true");
      c.header("Access-Control-Allow-Methods", ALLOWED_METHODS);
      const requested = c.req.header("Access-Control-Request-Headers");
      if (requested) c.header("Access-Control-Allow-Headers", requested);
    }
    if (c.req.method === "OPTIONS") return c.body(null, 200);
    await next();
  };
}

import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env";

export const CONSOLE_NOT_BUILT_TEXT =
  "Kanya server is running, but the console has not been built.\n" +
  "Run `npm run build` at the repository root, then reload this page.\n" +
  "The API is served under /jeecg-boot.\n";

/** Vite's hashed bundles never change under one name, so browsers may keep them for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) is revalidated, so a new build shows up at once. */
const REVALIDATE = "no-cache";

/**
 * Serves the console build at `/` with history-mode routing: a GET for a path without a file extension that
 * is no file falls back to index.html. The folder is checked per request, so building the console while
 * the server runs needs no restart.
 */
export function mountConsole(app: Hono<AppEnv>, consoleDir: string | null): void {
  app.get("*", async (c, next) => {
    if (c.req.path === "/jeecg-boot" || c.req.path.startsWith("/jeecg-boot/")) return next();
    const root = consoleDir && existsSync(join(consoleDir, "index.html")) ? consoleDir : null;
    if (!root) return isPagePath(c.req.path) ? c.text(CONSOLE_NOT_BUILT_TEXT) : next();

    const cacheControl = c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE;
    const asFile = await runStatic(serveStatic({ root }), c, cacheControl);
    if (asFile) return asFile;
    if (!isPagePath(c.req.path)) return next();
    return (await runStatic(serveStatic({ root, path: "index.html" }), c, REVALIDATE)) ?? next();
  });
}

/** A path the SPA router owns: its last segment has no file extension. */
function isPagePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/** Runs a static middleware and reports its response, or undefined when it found no file. */
async function runStatic(
  middleware: MiddlewareHandler,
  c: Context<AppEnv>,
  cacheControl: string,
): Promise<Response | undefined> {
  // Set before the middleware builds its response; headers set afterwards would not reach it.
  c.header("Cache-Control", cacheControl);
  let missed = false;
  const response = await middleware(c, async () => {
    missed = true;
  });
  if (!missed && response) return response;
  c.header("Cache-Control", undefined);
  return undefined;
}

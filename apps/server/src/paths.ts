import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of @kanya/server itself, found from this module's own location so defaults do not depend on
 * the working directory; works from `src/` (tests, tsx) and from the bundled `dist/`.
 */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && readPackageName(manifest) === "@kanya/server") return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot find the @kanya/server package folder");
    dir = parent;
  }
}

/** Where the embedded database lives when nothing is configured: `apps/server/data`. */
export function defaultDataDir(): string {
  return join(serverPackageRoot(), "data");
}

/** The console build served at `/` by default: `apps/console/dist`. */
export function defaultConsoleDir(): string {
  return resolve(serverPackageRoot(), "..", "console", "dist");
}

function readPackageName(manifest: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name;
  } catch {
    return undefined;
  }
}

import { join, resolve } from "node:path";
import { serverPackageRoot } from "../paths";

/**
 * The storage root when nothing is configured: `UPLOAD_DIR` if set, else `apps/server/data/upload`.
 * (The folder is created on the first write, after the embedded database has initialised `data/`.)
 */
export function defaultStorageDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.UPLOAD_DIR?.trim();
  return configured ? resolve(configured) : join(serverPackageRoot(), "data", "upload");
}

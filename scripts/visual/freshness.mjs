// When a build is stale: the newest modification time under a file or folder.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function newestModification(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, name)));
  return newest;
}

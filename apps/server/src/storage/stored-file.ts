import { realpath, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { FileStorage } from "./file-storage";

/**
 * Checks a path taken from a URL (`/sys/common/static/<path>`, still percent-encoded) and returns the
 * relative storage path it names, or null when it is not a plain path inside the storage: `..` or `.`
 * segments, backslashes, absolute or drive paths, null bytes, control characters and anything still
 * percent-encoded after one decoding (double encoding) are all refused.
 */
export function parseStoragePath(encoded: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  // JeecgBoot's UI sometimes leaves a trailing comma (a one-item comma list); JeecgBoot drops it too.
  if (decoded.endsWith(",")) decoded = decoded.slice(0, -1);
  if (decoded === "" || decoded.length > 1024) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f%\\]/.test(decoded)) return null;
  if (decoded.startsWith("/") || /^[A-Za-z]:/.test(decoded)) return null;
  const segments = decoded.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes(":"))) return null;
  return segments.join("/");
}

/**
 * The absolute path of a stored regular file, or null when it does not exist or (through a symbolic link)
 * lies outside the storage root.
 */
export async function locateStoredFile(storage: FileStorage, relativePath: string): Promise<string | null> {
  const target = resolve(storage.root, relativePath);
  if (!isInside(storage.root, target)) return null;
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(storage.root), realpath(target)]);
    if (!isInside(realRoot, realTarget)) return null;
    const info = await stat(realTarget);
    return info.isFile() ? realTarget : null;
  } catch {
    return null;
  }
}

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== "" && !isAbsolute(rel) && rel.split(sep)[0] !== "..";
}

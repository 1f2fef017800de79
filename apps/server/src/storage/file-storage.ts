import { mkdir, writeFile } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";

/**
 * Where the server keeps files it writes (uploads, Excel import error reports). Paths are relative to the
 * storage root, with `/` separators, and are served read-only under `/sys/common/static/<path>`.
 */
export interface FileStorage {
  /** The storage root on disk. */
  readonly root: string;
  /** Writes a file, creating folders; returns the relative path. Paths leaving the root are refused. */
  write(relativePath: string, bytes: Uint8Array): Promise<string>;
}

/** A FileStorage on a local folder (created on first write). */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  return {
    root: base,
    async write(relativePath, bytes) {
      const target = resolveInside(base, relativePath);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return relative(base, target).split(sep).join("/");
    },
  };
}

/** The absolute path of `relativePath` inside `root`, or an error when it would leave it. */
export function resolveInside(root: string, relativePath: string): string {
  if (relativePath.includes("\0") || isAbsolute(relativePath)) {
    throw new Error(`Refusing a storage path outside the storage directory: ${JSON.stringify(relativePath)}`);
  }
  const target = resolve(root, relativePath);
  const rel = relative(root, target);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
    throw new Error(`Refusing a storage path outside the storage directory: ${JSON.stringify(relativePath)}`);
  }
  return target;
}

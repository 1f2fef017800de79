import { readFile, unlink } from "node:fs/promises";
import type { FileStorage } from "./file-storage";
import { locateStoredFile } from "./stored-file";

/**
 * Where object storage (`/sys/oss/file/*`, `/sys/upload/uploadMinio`) keeps files: the local upload folder
 * by default, an S3-compatible bucket when configured (`objectStoreFromEnv`). Keys are relative paths with
 * `/` separators, already checked by the upload rules.
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The address recorded for the object and handed to the front end. */
  url(key: string): string;
  /** The key behind an address `url` gave, or null when the address is not one of this store's. */
  keyOf(url: string): string | null;
}

/**
 * The local upload folder as an ObjectStore. The address is the relative path itself, which
 * `/sys/common/static/<path>` serves, as JeecgBoot's local storage answers.
 */
export function localObjectStore(storage: FileStorage): ObjectStore {
  return {
    async put(key, bytes) {
      await storage.write(key, bytes);
    },
    async get(key) {
      const file = await locateStoredFile(storage, key);
      return file ? new Uint8Array(await readFile(file)) : null;
    },
    async delete(key) {
      const file = await locateStoredFile(storage, key);
      if (file) await unlink(file);
    },
    url: (key) => key,
    keyOf: (url) => url,
  };
}

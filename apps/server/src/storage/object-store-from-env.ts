import type { FileStorage } from "./file-storage";
import { localObjectStore, type ObjectStore } from "./object-store";
import { s3ObjectStore } from "./s3-object-store";
import { type Env, s3SettingsFromEnv } from "./s3-settings";

/** The object store the environment configures: the S3 bucket when `S3_BUCKET` is set, else `storage`. */
export function objectStoreFromEnv(storage: FileStorage, env: Env = process.env): ObjectStore {
  const settings = s3SettingsFromEnv(env);
  return settings ? s3ObjectStore(settings) : localObjectStore(storage);
}

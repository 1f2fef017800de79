export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The S3 settings from the environment, or null when `S3_BUCKET` is unset (local storage). A bucket
 * without its keys, or an endpoint that is not an http(s) URL, stops the server at start-up rather than
 * failing the first upload.
 */
export function s3SettingsFromEnv(env: Env = process.env): S3Settings | null {
  const read = (name: string) => env[name]?.trim() || undefined;
  const bucket = read("S3_BUCKET");
  if (!bucket) return null;
  const region = read("S3_REGION") ?? "us-east-1";
  const endpoint = read("S3_ENDPOINT") ?? `https://s3.${region}.amazonaws.com`;
  const accessKey = read("S3_ACCESS_KEY");
  const secretKey = read("S3_SECRET_KEY");
  if (!accessKey || !secretKey)
    throw new Error("S3_BUCKET is set: S3_ACCESS_KEY and S3_SECRET_KEY are required");
  if (!/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    throw new Error(`S3_ENDPOINT must be an http(s) origin such as http://127.0.0.1:9000, got ${endpoint}`);
  }
  const forcePathStyle = /^(1|true|yes)$/i.test(read("S3_FORCE_PATH_STYLE") ?? "");
  return { endpoint, region, bucket, accessKey, secretKey, forcePathStyle };
}

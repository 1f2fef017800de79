import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AwsClient } from "aws4fetch";
import S3rver from "s3rver";

export interface LocalS3 {
  /** The `S3_*` settings pointing at this server, as the environment would give them. */
  env: Record<string, string>;
  /** The keys in the bucket right now, read with a signed ListObjectsV2. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free local port, with one empty bucket in a temp folder. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), "kanya-s3-"));
  const bucket = "kanya-oss";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const client = new AwsClient({ ...credentials, service: "s3", region: "us-east-1" });
  return {
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: credentials.accessKeyId,
      S3_SECRET_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    async keys() {
      const response = await client.fetch(`${endpoint}/${bucket}?list-type=2`);
      const xml = await response.text();
      if (response.status !== 200) throw new Error(`Listing the bucket answered ${response.status}: ${xml}`);
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] ?? "");
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

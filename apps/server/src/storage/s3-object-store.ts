// aws4fetch: a dependency-free SigV4 signer over the global fetch (Node 20 has one), a few KB — the
// whole of what four object calls need, where @aws-sdk/client-s3 or minio would bring dozens of packages.
import { AwsClient } from "aws4fetch";
import type { ObjectStore } from "./object-store";
import type { S3Settings } from "./s3-settings";

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in S3 mode, ...) as an ObjectStore. The address is
 * the object's URL at the endpoint, as JeecgBoot's MinIO storage records it; reading it directly needs a
 * bucket that allows public reads.
 */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKey,
    secretAccessKey: settings.secretKey,
    service: "s3",
    region: settings.region,
  });
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? `${endpoint.origin}/${encodeURIComponent(settings.bucket)}/`
    : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/`;
  const objectUrl = (key: string) => base + key.split("/").map(encodeKeySegment).join("/");

  const call = async (key: string, init: RequestInit, okStatuses: readonly number[]) => {
    const response = await client.fetch(objectUrl(key), init);
    if (!okStatuses.includes(response.status)) {
      const detail = (await response.text()).slice(0, 300);
      throw new Error(`S3 ${init.method ?? "GET"} ${key} answered ${response.status}: ${detail}`);
    }
    return response;
  };

  return {
    async put(key, bytes, contentType) {
      // A copy backed by a plain ArrayBuffer: the DOM's BodyInit (seen when the console typechecks this file) refuses
      // a Uint8Array over an ArrayBufferLike.
      const body = new Uint8Array(bytes);
      await call(key, { method: "PUT", body, headers: { "Content-Type": contentType } }, [200]);
    },
    async get(key) {
      const response = await call(key, { method: "GET" }, [200, 404]);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      await call(key, { method: "DELETE" }, [200, 204, 404]);
    },
    url: objectUrl,
    keyOf(url) {
      if (!url.startsWith(base)) return null;
      try {
        return url.slice(base.length).split("/").map(decodeURIComponent).join("/");
      } catch {
        return null;
      }
    },
  };
}

/** RFC 3986 encoding, as SigV4 canonicalises S3 paths (encodeURIComponent leaves `!'()*` alone). */
function encodeKeySegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

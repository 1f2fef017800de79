import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ROLE_ID } from "../src/db/seed/roles";
import { localFileStorage } from "../src/storage/file-storage";
import { objectStoreFromEnv } from "../src/storage/object-store-from-env";
import { s3ObjectStore } from "../src/storage/s3-object-store";
import { s3SettingsFromEnv } from "../src/storage/s3-settings";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { type LocalS3, startLocalS3 } from "./support/s3-server";
import { PNG_1PX } from "./support/sample-files";
import { createTestUser } from "./support/users";

describe.each(backends)("object storage on an S3-compatible server on $name", (backend) => {
  let s3: LocalS3;
  let uploadDir = "";
  beforeAll(async () => {
    await backend.db();
    s3 = await startLocalS3();
    uploadDir = await mkdtemp(join(tmpdir(), "kanya-oss-local-"));
  });
  afterAll(async () => {
    await s3?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  // The store is built from S3_* settings exactly as the server builds it from its environment.
  const setup = async () => {
    const db = await backend.db();
    const storage = localFileStorage(uploadDir);
    const app = createApp({ db, storage, objectStore: objectStoreFromEnv(storage, s3.env), log: () => {} });
    const admin = await createTestUser(db, { roleId: ROLE_ID.admin });
    const client = inProcessClient(app, { token: await signIn(app, admin.username, admin.password) });
    return { client };
  };

  const bucketUrl = () => `${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/`;

  it("uploads into the bucket, lists it, serves the same bytes, and deletes the object with its record", async () => {
    const { client } = await setup();
    const name = `图_${randomBytes(3).toString("hex")}.png`;
    const form = new FormData();
    form.append("file", new File([PNG_1PX], name, { type: "image/png" }));
    form.append("biz", "oss/s3");
    const uploaded = await client.sys.oss.upload(form);
    expect(uploaded.message).toBe("上传成功！");
    const { id, url } = uploaded.result;
    expect(url.startsWith(`${bucketUrl()}oss/s3/`)).toBe(true);
    const key = decodeURIComponent(url.slice(bucketUrl().length));
    expect(await s3.keys()).toContain(key);

    const listed = (await client.sys.oss.list({ fileName: name })).result;
    expect(listed.records.map((r) => [r.id, r.url])).toEqual([[id, url]]);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(PNG_1PX);

    expect((await client.sys.oss.delete(id)).message).toBe("删除成功!");
    expect((await client.sys.oss.list({ fileName: name })).result.total).toBe(0);
    expect(await s3.keys()).not.toContain(key);
    expect((await fetch(url)).status).toBe(404);
  });

  it("answers uploadMinio with the object's address in the bucket", async () => {
    const { client } = await setup();
    const form = new FormData();
    form.append("file", new File(["对象存储里的一段文字"], "note.txt", { type: "text/plain" }));
    const address = (await client.sys.oss.uploadMinio(form)).message;
    expect(address.startsWith(bucketUrl())).toBe(true);
    expect(await (await fetch(address)).text()).toBe("对象存储里的一段文字");
  });

  it("stores nothing in the bucket for content the upload rules refuse", async () => {
    const { client } = await setup();
    const before = await s3.keys();
    const cases: Array<[string, string]> = [
      ["photo.png", "<html>not an image</html>"],
      ["script.exe", "MZ"],
    ];
    for (const [name, body] of cases) {
      const form = new FormData();
      form.append("file", new File([body], name));
      const refused = await client.sys.oss.upload(form);
      expect(refused.success).toBe(false);
      expect(refused.message).not.toBe("");
      const minio = new FormData();
      minio.append("file", new File([body], name));
      expect((await client.sys.oss.uploadMinio(minio)).success).toBe(false);
    }
    expect((await client.sys.oss.list({ fileName: "photo.png" })).result.total).toBe(0);
    expect(await s3.keys()).toEqual(before);
  });
});

describe("S3 settings from the environment", () => {
  const keys = { S3_ACCESS_KEY: "AK", S3_SECRET_KEY: "SK" };

  it("keeps local storage unless S3_BUCKET is set, and defaults to AWS in us-east-1 with virtual hosts", () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ ...keys, S3_BUCKET: " " })).toBeNull();
    expect(s3SettingsFromEnv({ ...keys, S3_BUCKET: "files" })).toEqual({
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      bucket: "files",
      accessKey: "AK",
      secretKey: "SK",
      forcePathStyle: false,
    });
  });

  it("stops at start-up on a bucket without its keys or an endpoint that is not an origin", () => {
    expect(() => s3SettingsFromEnv({ S3_BUCKET: "files", S3_ACCESS_KEY: "AK" })).toThrow(
      "S3_ACCESS_KEY and S3_SECRET_KEY are required",
    );
    expect(() =>
      s3SettingsFromEnv({ ...keys, S3_BUCKET: "files", S3_ENDPOINT: "minio.internal:9000" }),
    ).toThrow("S3_ENDPOINT must be an http(s) origin");
  });

  it("addresses objects by virtual host or by path, and maps its own addresses back to keys only", () => {
    const settings = s3SettingsFromEnv({
      ...keys,
      S3_BUCKET: "files",
      S3_ENDPOINT: "https://oss.example.com",
      S3_REGION: "cn-north-1",
    });
    if (!settings) throw new Error("settings expected");
    const hosted = s3ObjectStore(settings);
    const key = "temp/报告 (1)_1700000000000.pdf";
    const address = hosted.url(key);
    expect(address).toBe("https://files.oss.example.com/temp/%E6%8A%A5%E5%91%8A%20%281%29_1700000000000.pdf");
    expect(hosted.keyOf(address)).toBe(key);
    expect(hosted.keyOf("https://other.example.com/temp/a.pdf")).toBeNull();
    const pathStyle = s3ObjectStore({ ...settings, forcePathStyle: true });
    expect(pathStyle.url("a.txt")).toBe("https://oss.example.com/files/a.txt");
    expect(pathStyle.keyOf(hosted.url("a.txt"))).toBeNull();
  });
});

import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { createUploader, type UploadPlatform } from "@kanya/client";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { signIn } from "./support/client";
import { createTestUser } from "./support/users";

/** The console's origin as the browser sees it; the server lists it for CORS like a deployed console. */
const CONSOLE_ORIGIN = "http://console.test";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), "kanya-upload-client-"));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

describe.each(backends)("the XMLHttpRequest uploader against the server on $name", (backend) => {
  // A listening server and a browser window (jsdom's XMLHttpRequest speaks real HTTP, preflight included).
  let context: Promise<{ baseUrl: string; token: string; window: JSDOM["window"]; close(): Promise<void> }>;
  const setup = () => {
    context ??= (async () => {
      const db = await backend.db();
      const app = createApp({ db, storage: localFileStorage(storageDir), corsOrigins: [CONSOLE_ORIGIN] });
      const user = await createTestUser(db);
      const token = await signIn(app, user.username, user.password);
      const port = await new Promise<number>((resolve) => {
        const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
          resolve(info.port),
        );
        closers.push(() => new Promise<void>((done) => server.close(() => done())));
      });
      const { window } = new JSDOM("", { url: `${CONSOLE_ORIGIN}/` });
      return {
        baseUrl: `http://127.0.0.1:${port}/jeecg-boot`,
        token,
        window,
        close: async () => window.close(),
      };
    })();
    return context;
  };
  const closers: Array<() => Promise<void>> = [];
  // PGlite's first start is slow on a busy machine: the hook's time limit covers it, not the first test's.
  beforeAll(async () => {
    await setup();
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await (await context)?.close();
  });

  const uploaderFor = async (token: string | null, biz?: string) => {
    const { baseUrl, window } = await setup();
    return createUploader({
      baseUrl,
      biz,
      getToken: () => token,
      window: window as unknown as UploadPlatform,
    });
  };
  const fileOf = (window: JSDOM["window"], bytes: Uint8Array, name: string) =>
    new window.File([bytes], name, { type: "image/png" }) as unknown as File;

  it("stores the file under biz temp by default, answers its path in message and reports progress up to 100", async () => {
    const { token, window } = await setup();
    const upload = await uploaderFor(token);
    const progress: number[] = [];
    const res = await upload(fileOf(window, PNG, "牙片.png"), { onProgress: (p) => progress.push(p) });
    expect(res).toMatchObject({ success: true, code: 0 });
    expect(res.message).toMatch(/^temp\/牙片_\d{13}\.png$/);
    expect(new Uint8Array(await readFile(join(storageDir, res.message)))).toEqual(PNG);
    expect(progress.at(-1)).toBe(100);
  });

  it("sends the caller's biz folder", async () => {
    const { token, window } = await setup();
    const res = await (await uploaderFor(token, "patient/xray"))(fileOf(window, PNG, "a.png"));
    expect(res.message).toMatch(/^patient\/xray\/a_\d{13}\.png$/);
  });

  it("answers the server's refusal envelope without a token instead of rejecting", async () => {
    const { window } = await setup();
    const res = await (await uploaderFor(null))(fileOf(window, PNG, "a.png"));
    expect(res.success).toBe(false);
    expect(res.message).not.toBe("");
  });

  it("rejects with an AbortError when the signal is aborted, before or during the transfer", async () => {
    const { token, window } = await setup();
    const upload = await uploaderFor(token);
    const before = new AbortController();
    before.abort();
    await expect(upload(fileOf(window, PNG, "a.png"), { signal: before.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    const during = new AbortController();
    const pending = upload(fileOf(window, new Uint8Array(4 * 1024 * 1024), "big.png"), {
      signal: during.signal,
    });
    during.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});

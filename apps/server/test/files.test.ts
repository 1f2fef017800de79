import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, rawRequest, signIn } from "./support/client";
import { createTestUser } from "./support/users";

const SECRET = "top-secret-outside-storage";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let workDir: string;
let storageDir: string;
beforeAll(async () => {
  // storage/ holds the uploads; secret.txt lies next to it, where no request may reach.
  workDir = await mkdtemp(join(tmpdir(), "kanya-files-"));
  storageDir = join(workDir, "storage");
  await mkdir(join(storageDir, "docs"), { recursive: true });
  await writeFile(join(workDir, "secret.txt"), SECRET);
  await writeFile(join(storageDir, "docs", "hello.txt"), "hello from storage");
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

function form(name: string, bytes: Uint8Array, biz?: string): FormData {
  const data = new FormData();
  data.append("file", new Blob([bytes]), name);
  if (biz !== undefined) data.append("biz", biz);
  return data;
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(storageDir, { recursive: true })).map(String).sort();
}

describe.each(backends)("uploads and static files on $name", (backend) => {
  beforeAll(async () => {
    await backend.db();
  });

  // One signed-in user for the whole block: these tests change files, not the user.
  let context: Promise<{
    app: ReturnType<typeof createApp>;
    token: string;
    client: ReturnType<typeof inProcessClient>;
  }>;
  const setup = () => {
    context ??= (async () => {
      const db = await backend.db();
      const app = createApp({ db, storage: localFileStorage(storageDir) });
      const user = await createTestUser(db);
      const token = await signIn(app, user.username, user.password);
      return { app, token, client: inProcessClient(app, { token }) };
    })();
    return context;
  };

  it("stores an upload under its biz folder as <base>_<millis>.<ext> and answers the path in message, code 0", async () => {
    const { app, client } = await setup();
    const before = Date.now();
    const res = await client.sys.common.upload(form("牙片 报告.png", PNG, "patient/xray"));
    expect(res).toMatchObject({ success: true, code: 0, result: null });
    expect(res.message).toMatch(/^patient\/xray\/牙片_报告_(\d{13})\.png$/);
    const millis = Number(/_(\d{13})\.png$/.exec(res.message)?.[1]);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(new Uint8Array(await readFile(join(storageDir, res.message)))).toEqual(PNG);

    // …and serves it back, anonymously, as a download.
    const file = await rawRequest(app, `/sys/common/static/${encodeURI(res.message)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it("keeps only the last part of a file name that carries a path", async () => {
    const { client } = await setup();
    const res = await client.sys.common.upload(form("../../../evil.png", PNG));
    expect(res.success).toBe(true);
    expect(res.message).toMatch(/^evil_\d{13}\.png$/);
    expect(await readFile(join(storageDir, res.message))).toBeTruthy();
  });

  it.each([
    "../outside",
    "..\\outside",
    "docs/../../outside",
    "/etc",
    "C:\\windows",
    "%2e%2e%2foutside",
    "..%2foutside",
    "a\u0000b",
    "..",
    "docs/./x",
  ])("refuses the biz folder %j and writes nothing", async (biz) => {
    const { client } = await setup();
    const before = await storedFiles();
    const res = await client.sys.common.upload(form("ok.png", PNG, biz));
    expect(res).toMatchObject({ success: false, message: "上传目录bizPath，格式非法！" });
    expect(await storedFiles()).toEqual(before);
    expect((await readdir(workDir)).sort()).toEqual(["secret.txt", "storage"]);
  });

  it.each([
    ["page.html", "html"],
    ["page.HTM", "htm"],
    ["logo.svg", "svg"],
    ["app.js", "js"],
    ["index.jsp", "jsp"],
    ["setup.exe", "exe"],
    ["mobile.apk", "apk"],
    ["run.sh", "sh"],
    ["noextension", "noextension"],
  ])("refuses the file type of %s", async (name, shown) => {
    const { client } = await setup();
    const before = await storedFiles();
    const res = await client.sys.common.upload(
      form(name, new TextEncoder().encode("<script>alert(1)</script>")),
    );
    expect(res).toMatchObject({ success: false, message: `操作失败，上传失败，存在非法文件类型：${shown}` });
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file over 10 MB with JeecgBoot's message", async () => {
    const { client } = await setup();
    const before = await storedFiles();
    const res = await client.sys.common.upload(form("big.pdf", new Uint8Array(10 * 1024 * 1024 + 1)));
    expect(res).toMatchObject({ success: false, message: "文件大小超出10MB限制, 请压缩或降低文件质量! " });
    expect(await storedFiles()).toEqual(before);
  });

  it("needs a token, a multipart body and a field named file", async () => {
    const { app, token, client } = await setup();
    expect(
      (await rawRequest(app, "/sys/common/upload", { method: "POST", body: form("a.png", PNG) })).status,
    ).toBe(401);
    const json = await rawRequest(app, "/sys/common/upload", {
      method: "POST",
      headers: { "X-Access-Token": token, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(await json.json()).toMatchObject({ success: false });
    const wrongField = new FormData();
    wrongField.append("upload", new Blob([PNG]), "a.png");
    expect(await client.sys.common.upload(wrongField)).toMatchObject({ success: false });
  });

  it("answers a missing file with a bare 404", async () => {
    const { app } = await setup();
    const res = await rawRequest(app, "/sys/common/static/docs/no-such-file.txt");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });

  it("serves the PDF preview page anonymously, with a script-locking CSP", async () => {
    const { app } = await setup();
    const res = await rawRequest(app, "/sys/common/pdf/pdfPreviewIframe");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'; script-src 'nonce-/);
    expect(await res.text()).toContain('addEventListener("message"');
  });
});

/**
 * Path traversal over a real socket: a raw request line reaches the server exactly as written (fetch and
 * Request would normalise `..` away before the app sees it).
 */
describe.each(backends)("static paths cannot leave the storage directory ($name)", (backend) => {
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    const app = createApp({ db: await backend.db(), storage: localFileStorage(storageDir) });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("serves a file inside it", async () => {
    const res = await rawGet("/jeecg-boot/sys/common/static/docs/hello.txt");
    expect(res).toEqual({ status: 200, body: "hello from storage" });
  });

  it.each([
    "../secret.txt",
    "docs/../../secret.txt",
    "..%2fsecret.txt",
    "%2e%2e%2fsecret.txt",
    "%2E%2E%2Fsecret.txt",
    "%2e%2e/secret.txt",
    "docs%2f..%2f..%2fsecret.txt",
    "%252e%252e%252fsecret.txt",
    "..%255csecret.txt",
    "..%5csecret.txt",
    "..\\secret.txt",
    "<absolute, encoded>",
    "<absolute>",
    "docs/hello.txt%00.png",
    "docs/hello.txt%2500.png",
    "%c0%ae%c0%ae/secret.txt",
  ])("refuses %s", async (given) => {
    // The absolute path of the secret is only known once beforeAll has run.
    const absolute = join(workDir, "secret.txt");
    const path =
      given === "<absolute, encoded>"
        ? encodeURIComponent(absolute)
        : given === "<absolute>"
          ? `/${absolute}`
          : given;
    const res = await rawGet(`/jeecg-boot/sys/common/static/${path}`);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain("hello from storage");
    // Refused: a 400/404, or JeecgBoot's envelope with success false (HTTP 200).
    const refused =
      res.status === 400 ||
      res.status === 404 ||
      (JSON.parse(res.body) as { success: boolean }).success === false;
    expect(refused, `${res.status} ${res.body}`).toBe(true);
  });
});

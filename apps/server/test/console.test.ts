import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { failingDatabase } from "./support/failing-database";

const INDEX_HTML = "<!doctype html><title>Kanya</title><div id=root></div>";

/** Static files never touch the database, so a failing one proves it. */
describe("serving the console build", () => {
  let consoleDir: string;
  const get = (path: string) => createApp({ db: failingDatabase(), consoleDir }).request(path);

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), "kanya-console-"));
    await mkdir(join(consoleDir, "assets"));
    await writeFile(join(consoleDir, "index.html"), INDEX_HTML);
    await writeFile(join(consoleDir, "assets", "app-3f2a1b.js"), "console.log('kanya')");
    await writeFile(join(consoleDir, "favicon.ico"), "icon");
  });
  afterAll(() => rm(consoleDir, { recursive: true, force: true }));

  it("serves index.html at / and revalidates it", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("falls back to index.html for history-mode routes", async () => {
    for (const path of ["/dashboard/analysis", "/user/login", "/service/dentistryorderView"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it("serves hashed assets as immutable, other files as revalidated", async () => {
    const asset = await get("/assets/app-3f2a1b.js");
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe("console.log('kanya')");
    expect(asset.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.ico")).headers.get("Cache-Control")).toBe("no-cache");
  });

  it("answers 404 for a missing file, and keeps /jeecg-boot for the API", async () => {
    expect((await get("/assets/missing.js")).status).toBe(404);
    const api = await get("/jeecg-boot/no-such-api");
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, code: 404 });
  });

  it("says how to build the console when its folder has no build", async () => {
    const app = createApp({ db: failingDatabase(), consoleDir: join(consoleDir, "nowhere") });
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("npm run build");
  });
});

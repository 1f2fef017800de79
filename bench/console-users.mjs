// 用户管理 with 100,000 users, as a user meets it: the console in Debian's Chromium against the real server
// (apps/server/dist) on PostgreSQL. Times, each from the user's action until the rows are painted: the page
// opened → first rows; a query by account → its one row; the next page; a sort by account; and the export of
// every row (time, bytes), with the server's peak resident memory in each step. Then the console build's
// chunk sizes (gzip -9): the shared list-page chunk and each page's own chunk, from Vite's manifest.
// The console is built into a temporary directory with its manifest (KANYA_CONSOLE_DIR: a build made with
// `vite build --manifest`). Database: a throwaway one beside BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), dropped at the end. Prints figures, asserts nothing.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  createThrowawayDatabase,
  describeMachine,
  insertBenchUsers,
  migrateAndSeedDatabase,
  ROOT,
  requireServerBuild,
  startRealServer,
  timedSql,
  withClient,
} from "./server-support.mjs";

const USERS = 100_000;
const USERS_PAGE = "/isystem/user";
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

requireServerBuild();

/** A console build with `.vite/manifest.json`: KANYA_CONSOLE_DIR's, or one made now in a temporary dir. */
function consoleBuild() {
  const given = process.env.KANYA_CONSOLE_DIR;
  if (given) {
    if (!existsSync(join(given, ".vite/manifest.json"))) {
      console.log(`${given} has no .vite/manifest.json: build it with \`vite build --manifest\`.`);
      process.exit(1);
    }
    return { dir: given, temporary: false };
  }
  const dir = mkdtempSync(join(tmpdir(), "kanya-bench-console-users-"));
  console.log(`Building the console into ${dir} (with its manifest)`);
  const built = spawnSync("npx", ["vite", "build", "--outDir", dir, "--emptyOutDir", "--manifest"], {
    cwd: join(ROOT, "apps/console"),
    encoding: "utf8",
  });
  if (built.status !== 0) {
    console.log(built.stdout, built.stderr);
    process.exit(1);
  }
  return { dir, temporary: true };
}

/**
 * Per page: its own chunk and the chunks it imports statically beyond the entry's (gzip -9), from Vite's
 * manifest; and the shared list-page chunk (`src/list`'s), with how many pages load it.
 */
function chunkSizes(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite/manifest.json"), "utf8"));
  const gzip = new Map();
  const sizeOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(readFileSync(join(dir, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  /** The chunk keys `key` pulls in statically, itself included. */
  const closure = (key, into = new Set()) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(entryKey);
  const listKey = Object.keys(manifest).find((key) => /(^|\/)_?list-[^/]*\.js$/.test(manifest[key].file));
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/views\/.+\.tsx$/.test(key) && !key.includes("/components/"))
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const extra = [...closure(key)].filter((k) => k !== key && !entry.has(k));
      return {
        page: key.replace(/^src\/views\//, "").replace(/\.tsx$/, ""),
        own: sizeOf(manifest[key].file),
        shared: extra.reduce((n, k) => n + sizeOf(manifest[k].file), 0),
        usesList: listKey ? extra.includes(listKey) : false,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  const entryBytes = [...entry].reduce((n, k) => n + sizeOf(manifest[k].file), 0);
  const listClosure = listKey ? [...closure(listKey)].filter((k) => !entry.has(k)) : [];
  return {
    entry: { file: manifest[entryKey].file, bytes: entryBytes, chunks: entry.size },
    list: listKey
      ? {
          file: manifest[listKey].file,
          bytes: sizeOf(manifest[listKey].file),
          withImports: listClosure.reduce((n, k) => n + sizeOf(manifest[k].file), 0),
          largest: listClosure
            .map((k) => manifest[k].file)
            .sort((x, y) => sizeOf(y) - sizeOf(x))
            .slice(0, 4)
            .map((file) => `${file.replace(/^assets\//, "")} ${kb(sizeOf(file))}`),
        }
      : undefined,
    pages,
  };
}

/** Samples the server's resident memory every 20 ms; `peak()` since the last `reset()`. */
function watchMemory(server) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, server.rssBytes() ?? 0);
  }, 20);
  return {
    reset: () => {
      peak = server.rssBytes() ?? 0;
    },
    peak: () => Math.max(peak, server.rssBytes() ?? 0),
    stop: () => clearInterval(timer),
  };
}

const build = consoleBuild();
const database = await createThrowawayDatabase("kanya_bench_tidy");
console.log(`Database ${database.name}: migrating and seeding, then bulk-loading`);
let server;
let memory;
const rows = [];
const context = { close: async () => {} };
const profile = mkdtempSync(join(tmpdir(), "kanya-bench-chromium-"));
try {
  await migrateAndSeedDatabase(database.url);
  await withClient(database.url, async (client) => {
    await insertBenchUsers(client, USERS);
    await timedSql(client, "vacuum analyze", "vacuum analyze sys_user, sys_user_tenant");
  });
  server = await startRealServer(database.url, { consoleDir: build.dir });
  memory = watchMemory(server);
  const base = new URL(server.base).origin;
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage"],
  });
  context.close = () => browser.close();
  const page = await browser.newPage();
  await page.goto(`${base}/user/login`);
  await page.getByPlaceholder("请输入用户名").fill("admin");
  await page.getByPlaceholder("请输入密码").fill("123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/user/login");

  const table = page.getByRole("main").getByRole("grid").first();
  /** The account in the first data row, or "" while there is none. */
  const firstAccount = () =>
    page.evaluate(() => {
      const cells = [...document.querySelectorAll('main [role="grid"] [role="row"] [role="gridcell"]')];
      return (
        cells
          .map((cell) => cell.textContent ?? "")
          .find((text) => /^(bench_user_\d+|admin|jeecg)/.test(text)) ?? ""
      );
    });
  /** Runs `act` and waits until `painted()` holds: the milliseconds, and the server's peak memory. */
  const step = async (what, act, painted, note = "") => {
    memory.reset();
    const started = performance.now();
    await act();
    for (;;) {
      if (await painted()) break;
      if (performance.now() - started > 120_000) throw new Error(`${what}: not painted within 120 s`);
      await page.waitForTimeout(5);
    }
    const ms = performance.now() - started;
    rows.push([what, `${ms.toFixed(0)} ms`, mb(memory.peak()), note]);
  };

  // Opened from another page (the frame is loaded): the list chunk, the first request, the rows painted.
  await step(
    "load /isystem/user → first rows",
    () => page.goto(`${base}${USERS_PAGE}`),
    async () => (await firstAccount()) === "bench_user_1",
    "full page load while signed in: entry, menu, list chunks, list request (newest first)",
  );
  const query = page.getByRole("form", { name: "查询条件" });
  await query.getByLabel("用户账号").fill("bench_user_54321");
  await step(
    "query by account → its row",
    () => query.getByRole("button", { name: "查询", exact: true }).click(),
    async () =>
      (await firstAccount()) === "bench_user_54321" &&
      (await table.getByRole("row").filter({ hasText: "bench_user_" }).count()) === 1,
    "like *bench_user_54321* over 100,000",
  );
  await step(
    "reset → first page again",
    () => query.getByRole("button", { name: "重置" }).click(),
    async () => (await firstAccount()) === "bench_user_1",
  );
  await step(
    "next page",
    () => page.getByRole("button", { name: "下一页" }).click(),
    async () => /^bench_user_1\d$/.test(await firstAccount()),
    "rows 11–20",
  );
  const before = await firstAccount();
  await step(
    "sort by account",
    () =>
      table
        .getByRole("columnheader", { name: /用户账号/ })
        .getByRole("button")
        .first()
        .click(),
    async () => {
      const now = await firstAccount();
      return now !== "" && now !== before;
    },
    "server sort, page kept",
  );
  // 导出: every row of the list (no query), as the server writes it and the browser receives it.
  await query.getByRole("button", { name: "重置" }).click();
  await page.waitForLoadState("networkidle");
  let exported = 0;
  await step(
    "export all rows (xlsx)",
    async () => {
      const downloaded = page.waitForEvent("download", { timeout: 600_000 });
      await page.getByRole("button", { name: "导出" }).click();
      const file = await (await downloaded).path();
      exported = statSync(file).size;
    },
    async () => true,
  );
  rows.at(-1)[3] = `every row, a ${mb(exported)} file (${exported.toLocaleString("en")} bytes)`;
} finally {
  memory?.stop();
  await context.close();
  await server?.stop();
  await database.drop();
  rmSync(profile, { recursive: true, force: true });
}

const pad = (text, n) => String(text).padEnd(n);
console.log(`\n用户管理, ${USERS.toLocaleString("en")} users, PostgreSQL, Chromium (headless)`);
console.log(`${pad("step", 30)} ${pad("time", 10)} ${pad("server RSS peak", 16)} note`);
for (const [what, time, rss, note] of rows)
  console.log(`${pad(what, 30)} ${pad(time, 10)} ${pad(rss, 16)} ${note}`);

const chunks = chunkSizes(build.dir);
console.log("\nConsole chunks (gzip -9)");
console.log(`entry and its static imports: ${kb(chunks.entry.bytes)} (${chunks.entry.chunks} chunks)`);
if (chunks.list)
  console.log(
    `shared list-page chunk ${chunks.list.file}: ${kb(chunks.list.bytes)}, loaded by ${chunks.pages.filter((p) => p.usesList).length} of ${chunks.pages.length} pages`,
  );
if (chunks.list)
  console.log(
    `  with what it imports beyond the entry: ${kb(chunks.list.withImports)} (largest: ${chunks.list.largest.join(", ")})`,
  );
console.log(`${pad("page", 40)} ${pad("own chunk", 10)} ${pad("+ shared beyond entry", 22)} list chunk`);
for (const p of chunks.pages)
  console.log(`${pad(p.page, 40)} ${pad(kb(p.own), 10)} ${pad(kb(p.shared), 22)} ${p.usesList ? "yes" : ""}`);
console.log(`\n${describeMachine()}`);
if (build.temporary) rmSync(build.dir, { recursive: true, force: true });

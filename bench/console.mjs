// The console as a user meets it, in Debian's Chromium against the real server (in-process, in-memory seed):
// first load of /user/login (JS and CSS gzip, time until the sign-in form is React-rendered), sign-in to the
// rendered home page, the code each route adds on its first visit, and a tab switch between two list pages
// (time until the kept page is back, and whether its half-typed search and scroll survived).
// Needs the console and server builds: `npm run build -w @kanya/console && npm run build -w @kanya/server`
// (KANYA_CONSOLE_DIR picks another console build). Prints figures; exits 1 when a target is missed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "@kanya/server";
import { launchChromium } from "./chromium-support.mjs";

const root = join(import.meta.dirname, "..");
const consoleDir = process.env.KANYA_CONSOLE_DIR ?? join(root, "apps/console/dist");
const SWITCHES = Number(process.env.BENCH_SAMPLES ?? 15);
const targets = { loginJsGzip: 150 * 1024, tabSwitchMs: 50 };
/** Pages visited in order after sign-in; each adds the chunks it needs. */
const routes = [
  ["我的消息", "/isps/userAnnouncement"],
  ["职务管理", "/isystem/position"],
  ["校验规则", "/isys/checkRule"],
  ["填值规则", "/isys/fillRule"],
];
const TABS = { a: "我的消息", b: "职务管理" };
const ACTIVE_SEARCH_BOX =
  '[role="tabpanel"][data-state="active"] input:not([aria-label]):not([readonly]):not([type="checkbox"]):not([type="radio"])';

if (!existsSync(join(consoleDir, "index.html"))) {
  console.error(`No console build in ${consoleDir}; run \`npm run build -w @kanya/console\` first.`);
  process.exit(1);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = new Map();
/** gzip -9 size of a built file, as a production server would send it. */
function gzipSize(pathname) {
  if (!gzipped.has(pathname)) {
    const file = join(consoleDir, pathname);
    gzipped.set(pathname, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipped.get(pathname);
}

/** Records the JS and CSS files a page fetches from the console (not the API), each the first time. */
function watchAssets(page, base) {
  const seen = [];
  const known = new Set();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== base.origin || url.pathname.startsWith("/jeecg-boot")) return;
    // A reload fetches the entry again (the test server sends no cache headers): count each file once.
    if (known.has(url.pathname)) return;
    known.add(url.pathname);
    const kind = url.pathname.endsWith(".js") ? "js" : url.pathname.endsWith(".css") ? "css" : null;
    if (kind) seen.push({ kind, pathname: url.pathname });
  });
  return {
    /** Files fetched since the last call. */
    take() {
      const taken = seen.splice(0);
      const sum = (kind) =>
        taken.filter((a) => a.kind === kind).reduce((n, a) => n + gzipSize(a.pathname), 0);
      const files = taken.map((a) => a.pathname.split("/").pop());
      const largest = [...taken]
        .sort((x, y) => gzipSize(y.pathname) - gzipSize(x.pathname))
        .slice(0, 3)
        .map((a) => `${a.pathname.split("/").pop()} ${kb(gzipSize(a.pathname))}`);
      return { js: sum("js"), css: sum("css"), files, largest };
    },
  };
}

/** Opens a menu page by Ctrl+K, its title and Enter (focus leaves any text box first: it keeps its keys). */
async function openBySearch(page, title) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press("Control+k");
  await page.getByPlaceholder("输入菜单名称搜索").fill(title);
  await page
    .getByRole("option", { name: new RegExp(`^${title}`) })
    .first()
    .waitFor();
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);

/**
 * Chooses a workspace tab the way a pointer does (Radix activates on mousedown) and returns the time until
 * the kept page is back in the DOM: its heading shown with the half-typed search still in its input.
 */
function timeTabSwitch(page, title, marker) {
  return page.evaluate(
    async ({ title, marker }) => {
      const tabs = document.querySelector('[role="tablist"][aria-label="已打开的页面"]');
      const tab = [...(tabs?.querySelectorAll('[role="tab"]') ?? [])].find(
        (t) => t.textContent?.trim() === title,
      );
      if (!tab) throw new Error(`no tab ${title}`);
      const restored = () => {
        const panel = document.querySelector('[role="tabpanel"][data-state="active"]');
        const heading = panel?.querySelector("h1")?.textContent === title;
        return (
          heading && [...(panel?.querySelectorAll("input") ?? [])].some((input) => input.value === marker)
        );
      };
      const started = performance.now();
      tab.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
      while (!restored()) {
        if (performance.now() - started > 5000) throw new Error(`${title} did not come back within 5 s`);
        await new Promise((done) => setTimeout(done, 0));
      }
      return performance.now() - started;
    },
    { title, marker },
  );
}

const server = await startServer({
  port: 0,
  dataDir: "memory://",
  consoleDir,
  tokenSecret: "bench-console",
  production: false,
  captcha: false,
  log: () => {},
});
const base = new URL(server.url);
const browser = await launchChromium({ viewport: { width: 1280, height: 800 } });
const rows = [];
const misses = [];
const row = (what, figure, note = "") => rows.push([what, figure, note]);

try {
  const page = await browser.context.newPage();
  const assets = watchAssets(page, base);
  // The moment React has rendered the sign-in button (its handlers attach in the same commit).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const button = [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.replace(/\s/g, "") === "登录",
      );
      if (button) {
        globalThis.__signInReady = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { subtree: true, childList: true });
  });

  // 1. First load of the sign-in page, empty cache.
  await page.goto(new URL("/user/login", base).href);
  await page.getByRole("button", { name: "登录", exact: true }).waitFor();
  const ready = await page.evaluate(() => globalThis.__signInReady);
  const dcl = await page.evaluate(
    () => performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd,
  );
  const login = assets.take();
  row(
    "/user/login first load: JS gzip",
    kb(login.js),
    `${login.js.toLocaleString("en")} B, target < ${kb(targets.loginJsGzip)}; ${login.files.length} files, largest ${login.largest.join(", ")}`,
  );
  row("/user/login first load: CSS gzip", kb(login.css));
  row("/user/login: DOMContentLoaded", `${dcl.toFixed(0)} ms`);
  row("/user/login: sign-in form interactive", `${ready.toFixed(0)} ms`, "React rendered the 登录 button");
  if (login.js > targets.loginJsGzip) misses.push("login JS gzip");

  // 2. Sign-in to the rendered home page.
  await page.getByPlaceholder("请输入用户名").fill("admin");
  await page.getByPlaceholder("请输入密码").fill("123456");
  const signInStart = performance.now();
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.getByRole("heading", { name: "账号信息" }).waitFor();
  row(
    "sign-in → home rendered",
    `${(performance.now() - signInStart).toFixed(0)} ms`,
    "click to 账号信息 shown",
  );
  const home = assets.take();
  row("  code added by the frame + home", kb(home.js), `CSS ${kb(home.css)}; ${home.files.join(", ")}`);

  // 3. What each page adds on its first visit.
  for (const [title, path] of routes) {
    await page.goto(new URL(path, base).href);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const added = assets.take();
    row(`  code added by ${path}`, kb(added.js), added.files.join(", ") || "nothing new");
  }

  // 4. Tab switch between two list pages, each with a half-typed search and the window scrolled.
  await page.goto(new URL("/dashboard/analysis", base).href);
  await page.getByRole("heading", { name: "账号信息" }).waitFor();
  await page.setViewportSize({ width: 1280, height: 480 });
  const markers = { [TABS.a]: "半填的标题", [TABS.b]: "半填的职务" };
  for (const title of [TABS.a, TABS.b]) {
    await openBySearch(page, title);
    // The first text box of the page's search form (the view's chunk may still be loading).
    await page.locator(ACTIVE_SEARCH_BOX).first().fill(markers[title]);
  }
  const times = [];
  let scrollKept = true;
  for (let i = 0; i < SWITCHES; i++) {
    for (const title of [TABS.a, TABS.b]) {
      times.push(await timeTabSwitch(page, title, markers[title]));
    }
  }
  // Scroll the list, leave by menu search (no scrolling back up to reach the tabs), come back by its tab.
  await page.mouse.wheel(0, 120);
  // As a user does: the scroll has settled (its event recorded) before going elsewhere.
  await page.waitForTimeout(200);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await openBySearch(page, TABS.a);
  await timeTabSwitch(page, TABS.b, markers[TABS.b]);
  await page.waitForTimeout(200);
  scrollKept = scrolledTo > 0 && (await page.evaluate(() => window.scrollY)) === scrolledTo;
  row(
    `tab switch ${TABS.a} ⇄ ${TABS.b}: median`,
    `${median(times).toFixed(1)} ms`,
    `target < ${targets.tabSwitchMs} ms; ${times.length} switches, max ${max(times).toFixed(1)} ms`,
  );
  row("  half-typed searches survived", "yes", "every switch found its input as left");
  row("  scroll position survived", scrollKept ? "yes" : "NO", `scrollY ${scrolledTo} after a round trip`);
  if (median(times) > targets.tabSwitchMs) misses.push("tab switch");
  if (!scrollKept) misses.push("scroll kept");
} finally {
  await browser.close();
  await server.close();
}

const width = Math.max(...rows.map(([what]) => what.length));
const figureWidth = Math.max(...rows.map(([, figure]) => figure.length));
console.log(`console (${consoleDir})`);
for (const [what, figure, note] of rows)
  console.log(`${what.padEnd(width)}  ${figure.padStart(figureWidth)}  ${note}`);
if (misses.length > 0) {
  console.log(`missed: ${misses.join(", ")}`);
  process.exitCode = 1;
}

// The console's frame as a visual group: the signed-in home page, light and dark, desktop and phone, from
// the built console served by the real server (in-process, in-memory seed data), on a frozen clock.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@kanya/client";
import { startServer } from "@kanya/server";
import { newestModification } from "./freshness.mjs";
import { menuPages, UNPHOTOGRAPHED_PAGES } from "./menu-pages.mjs";
import { monitorFixture } from "./monitor-fixture.mjs";
import { themes } from "./shots.mjs";

export const CONSOLE_BASELINES_DIR = "apps/console/__visual__";

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
};

/** A Monday morning: the greeting (早上好) and anything dated stay the same on every run. */
const FROZEN_NOW = new Date("2026-01-05T09:30:00Z");
const HOME = "/dashboard/analysis";
const DARK_MODE_KEY = "pro__KANYA_THEME_MODE";

// Same rules as the story shots: no caret, no transitions.
const freezeCss = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
}`;

/** `console-shell--home-desktop` (light) and `console-shell--home-desktop.dark`. */
export function listConsoleShots() {
  return Object.keys(viewports).flatMap((device) =>
    themes.map((theme) => {
      const id = `console-shell--home-${device}`;
      return { key: theme === "light" ? id : `${id}.${theme}`, storyId: id, theme, device };
    }),
  );
}

// The packages' builds count too: a console built before @kanya/ui was rebuilt shows the old components.
const consoleInputs = [
  "apps/console/src",
  "apps/console/index.html",
  "apps/console/public",
  "packages/ui/dist",
  "packages/core/dist",
  "packages/client/dist",
  "packages/resources/src",
];

/** A build elsewhere (`KANYA_CONSOLE_DIR`, as the e2e harness reads it) is used as it is. */
const consoleDirOf = (root) => process.env.KANYA_CONSOLE_DIR ?? join(root, "apps/console/dist");

/** Builds the console unless `apps/console/dist` is newer than its sources; returns "reused" or "built". */
export function ensureConsoleBuild(root) {
  if (process.env.KANYA_CONSOLE_DIR) return "given";
  const index = join(root, "apps/console/dist/index.html");
  const fresh =
    existsSync(index) &&
    consoleInputs.every(
      (input) =>
        !existsSync(join(root, input)) || newestModification(join(root, input)) < statSync(index).mtimeMs,
    );
  if (fresh) return "reused";
  const result = spawnSync("npm", ["run", "build", "-w", "@kanya/console"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`console build failed (exit ${result.status ?? result.signal})`);
  }
  return "built";
}

/**
 * The server on a free port with fresh seed data dated on the frozen clock, and the monitoring pages' figures
 * fixed (`monitor-fixture.mjs`) in place of the live readers; resolves to `{ url, close }`.
 */
export async function startConsoleServer(root) {
  const server = await startServer({
    port: 0,
    clock: () => new Date(FROZEN_NOW),
    dataDir: "memory://",
    consoleDir: consoleDirOf(root),
    tokenSecret: "visual-baselines",
    production: false,
    captcha: false,
    log: () => {},
    monitor: monitorFixture(FROZEN_NOW),
  });
  return { url: server.url.replace(/\/$/, ""), close: () => server.close() };
}

/**
 * Signs in as admin once; the session stays in the context's storage for every later shot. With
 * `listPageShots`' sign-in that makes two, both on the frozen clock: the rows 系统日志 and 在线用户 show.
 */
export async function signInConsole(page, baseUrl) {
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.goto(`${baseUrl}/user/login`);
  await page.getByPlaceholder("请输入用户名").fill("admin");
  await page.getByPlaceholder("请输入密码").fill("123456");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/user/login");
}

/**
 * One shot per menu page the console has a view for (light, desktop: the frame shots already cover the
 * themes and the phone layout), e.g. `console-page--system-UserList`.
 */
export async function listPageShots(root, baseUrl) {
  const api = createClient({ baseUrl: `${baseUrl}/jeecg-boot` });
  const login = await api.sys.login({ username: "admin", password: "123456" });
  const signedIn = createClient({ baseUrl: `${baseUrl}/jeecg-boot`, getToken: () => login.result.token });
  const { result } = await signedIn.sys.getUserPermissionByToken();
  return menuPages(result.menu, root)
    .filter(({ component }) => !(component in UNPHOTOGRAPHED_PAGES))
    .map(({ path, component }) => ({
      key: `console-page--${component.replaceAll("/", "-")}`,
      storyId: `console-page--${component}`,
      theme: "light",
      device: "desktop",
      path,
    }));
}

/** A page settled: its chunk loaded, no request in flight, no spinner or skeleton left. */
async function settle(page) {
  await page.waitForLoadState("networkidle");
  await page
    .locator('[aria-busy="true"], .animate-spin, .animate-pulse')
    .first()
    .waitFor({ state: "detached", timeout: 30_000 })
    .catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

export async function captureConsoleShot(page, baseUrl, shot) {
  if (shot.path) return capturePageShot(page, baseUrl, shot);
  return captureHomeShot(page, baseUrl, shot);
}

/**
 * The monitoring pages ask for their figures again every 5 s and keep each answer as a trend sample: their
 * picture is of the first answer (one sample). A page that asked twice before it was photographed, on a busy
 * machine, is loaded again, up to this many times.
 */
const FIRST_POLL_TAKES = 3;

/** Counts the page's requests per monitoring route; `repeated()` names one asked more than once. */
function watchMonitorPolls(page) {
  const counts = new Map();
  const onRequest = (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/sys/monitor/")) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  };
  page.on("request", onRequest);
  return {
    repeated: () => [...counts].find(([, n]) => n > 1)?.[0],
    stop: () => page.off("request", onRequest),
  };
}

async function capturePageShot(page, baseUrl, { path }) {
  for (let take = 1; ; take++) {
    const polls = watchMonitorPolls(page);
    try {
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.setViewportSize(viewports.desktop);
      await page.evaluate(
        ({ key, value }) => localStorage.setItem(key, JSON.stringify({ value, expire: null })),
        { key: DARK_MODE_KEY, value: "light" },
      );
      await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      await page.addStyleTag({ content: freezeCss });
      await page.getByRole("main").waitFor();
      await settle(page);
      const picture = await page.screenshot({ animations: "disabled", caret: "hide" });
      const repeated = polls.repeated();
      if (!repeated) return picture;
      if (take === FIRST_POLL_TAKES) {
        throw new Error(`${repeated} was asked again before the picture was taken, ${take} times`);
      }
    } finally {
      polls.stop();
    }
  }
}

async function captureHomeShot(page, baseUrl, { theme, device }) {
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.setViewportSize(viewports[device]);
  await page.evaluate(
    ({ key, value }) => localStorage.setItem(key, JSON.stringify({ value, expire: null })),
    { key: DARK_MODE_KEY, value: theme },
  );
  await page.goto(`${baseUrl}${HOME}`, { waitUntil: "load" });
  await page.addStyleTag({ content: freezeCss });
  // Settled: the home view's own chunk has rendered and the bell has its unread count.
  await page.getByRole("heading", { name: "账号信息" }).waitFor();
  await page.getByRole("button", { name: /^通知，\d+ 条未读$/ }).waitFor();
  // The home page's figures and charts (drawn once ECharts has loaded) are in the picture too.
  await settle(page);
  return page.screenshot({ animations: "disabled", caret: "hide" });
}

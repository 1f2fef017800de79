import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { CLICK_GUARD_MS } from "@kanya/core/session";
import {
  createApp,
  type Database,
  type MonitorSource,
  migrateAndSeed,
  openDatabase,
  type SmsMessage,
} from "@kanya/server";
import type { Kysely } from "kysely";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../../scripts/chromium-flags.mjs";
// The server's own test rule for a captcha answer a test knows (the image cannot be read).
import { captchaDigests } from "../../../server/src/auth/captcha";

// End to end: the built console served by the real server app (in-process, in-memory database), in Debian's
// Chromium. Build the console first: `npm run build -w @kanya/console`.
const consoleDir = process.env.KANYA_CONSOLE_DIR ?? resolve(import.meta.dirname, "../../dist");

export interface ConsoleHarness {
  at(path: string): string;
  db: Kysely<Database>;
  /** SMS codes the server "sent", newest last. */
  sms: SmsMessage[];
  /** Replaces the captcha of a key by one whose answer is `answer`. */
  plantCaptcha(checkKey: string, answer: string): Promise<void>;
  /** A fresh tab on an empty session; page errors are collected in `pageErrors`. */
  freshPage(): Promise<Page>;
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * One server and one browser for a test file. `monitor` puts readers of the monitoring figures in place of the
 * live ones (see `AppDeps.monitor`).
 */
export async function startHarness(
  options: { captcha?: boolean; monitor?: Partial<MonitorSource> } = {},
): Promise<ConsoleHarness> {
  if (!existsSync(join(consoleDir, "index.html"))) {
    throw new Error(`No console build in ${consoleDir}; run \`npm run build -w @kanya/console\` first.`);
  }
  const db = await openDatabase({ dataDir: "memory://" });
  await migrateAndSeed(db);
  const sms: SmsMessage[] = [];
  const app = createApp({
    db,
    consoleDir,
    captcha: options.captcha ?? false,
    log: () => {},
    smsSender: { send: async (message) => void sms.push(message) },
    ...(options.monitor ? { monitor: options.monitor } : {}),
  });
  const server = await new Promise<Server>((done) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      done(started as Server),
    );
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const profileDir = mkdtempSync(join(tmpdir(), "kanya-console-e2e-"));
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    locale: "zh-CN",
    viewport: { width: 1280, height: 800 },
    args: [...CHROMIUM_ARGS],
  });
  const pageErrors: string[] = [];
  const at = (path: string) => new URL(path, base).href;

  return {
    at,
    db,
    sms,
    pageErrors,
    async plantCaptcha(checkKey, answer) {
      const { keyHash, codeHash } = captchaDigests(checkKey, answer);
      await db
        .updateTable("kanya_captcha")
        .set({ code_hash: codeHash })
        .where("key_hash", "=", keyHash)
        .execute();
    },
    async freshPage() {
      const page = await context.newPage();
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(at("/404"));
      await page.evaluate(() => localStorage.clear());
      return page;
    },
    async close() {
      await context.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await db.destroy();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** A form control by its label exactly; a required field's label also holds the `*` mark. */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

/** Fills the account sign-in form and submits it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await field(page, "用户名").fill(username);
  await field(page, "密码").fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/** Lets the form's click guard (a second submit within 300 ms is refused, spec §5) pass the next submit. */
export async function pastClickGuard(page: Page): Promise<void> {
  await page.waitForTimeout(CLICK_GUARD_MS + 50);
}

/** Waits until the browser shows `pathname`. */
export async function landsOn(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Signs out the way a user does: the header's user menu, 退出登录, then 确定 in the confirm dialog. */
export async function signOutViaHeader(page: Page): Promise<void> {
  await page.getByRole("button", { name: "用户菜单" }).click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
}

/** The stored token (JeecgBoot's key under the pro__ namespace), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem("pro__Access-Token"));
}

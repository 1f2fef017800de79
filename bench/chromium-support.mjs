// Shared by the benchmarks that drive the console in Debian's Chromium (console.mjs, dentistry.mjs,
// business.mjs): a console build, a headless Chromium on a fresh profile, the sign-in form, and a timer from
// a user's action until the page shows its effect. Nothing here asserts; the benchmarks print what they time.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium-flags.mjs";

const ROOT = join(import.meta.dirname, "..");

/**
 * KANYA_CONSOLE_DIR when it holds a build, else one made now (`vite build`) in a temporary directory named
 * after `prefix`; `dispose()` removes a build made here and leaves a given one.
 */
export function consoleBuild(prefix) {
  const given = process.env.KANYA_CONSOLE_DIR;
  if (given && existsSync(join(given, "index.html"))) return { dir: given, dispose() {} };
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  console.log(`Building the console into ${dir}`);
  const built = spawnSync("npx", ["vite", "build", "--outDir", dir, "--emptyOutDir"], {
    cwd: join(ROOT, "apps/console"),
    encoding: "utf8",
  });
  if (built.status !== 0) {
    console.log(built.stdout, built.stderr);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium; never a downloaded one) on a fresh profile,
 * zh-CN; `close()` ends it and removes the profile.
 */
export async function launchChromium({ viewport = { width: 1440, height: 900 } } = {}) {
  const profile = mkdtempSync(join(tmpdir(), "kanya-bench-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      locale: "zh-CN",
      viewport,
      args: [...CHROMIUM_ARGS],
    });
    return {
      context,
      async close() {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}

/** Fills the console's sign-in form at `url` (/user/login or /dentistry/login) and presses 登录. */
export async function submitSignIn(page, url, username, password = "123456") {
  await page.goto(url);
  await page.getByPlaceholder("请输入用户名").fill(username);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
}

/**
 * Runs `act`, then reads the page (`read()`, once per poll so marks reached together are timed together)
 * until each mark's predicate has held: `[[mark, ms]]`, ms from the start of `act`. Gives up after `limitMs`.
 */
export async function timeUntil(page, act, read, marks, limitMs = 120_000) {
  const started = performance.now();
  await act();
  const left = new Map(marks);
  const times = [];
  while (left.size > 0) {
    const reading = await read();
    for (const [name, holds] of left) {
      if (await holds(reading)) {
        times.push([name, performance.now() - started]);
        left.delete(name);
      }
    }
    if (left.size > 0 && performance.now() - started > limitMs)
      throw new Error(`${[...left.keys()].join(", ")}: not shown within ${limitMs / 1000} s`);
    await page.waitForTimeout(5);
  }
  return times;
}

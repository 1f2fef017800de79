// Debian's Chromium through playwright-core, with a fresh profile; never a downloaded browser.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const flags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  // Same text rendering on every run: no LCD subpixel positioning, no font hinting differences.
  "--font-render-hinting=none",
  "--disable-lcd-text",
];

/** A browser context with a fixed 800×600 viewport at scale 1; `close()` also deletes the profile. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "kanya-visual-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: flags,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    locale: "zh-CN",
    timezoneId: "UTC",
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

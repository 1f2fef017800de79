// Debian's Chromium through playwright-core, with a fresh profile; never a downloaded browser.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const flags = [
  "--headless",
  ...CHROMIUM_ARGS,
  // Same text rendering on every run: no LCD subpixel positioning, no font hinting differences.
  "--font-render-hinting=none",
  "--disable-lcd-text",
];

/** A browser context with a fixed 800×600 viewport at scale 1; `close()` also deletes the profile. */
export async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), "kanya-visual-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
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

import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

const storybookConfigDir = join(import.meta.dirname, "../../.storybook");

// Debian's chromium, never a downloaded browser; flags keep it offline and quiet on CI.
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "jsdom", include: ["src/**/*.test.{ts,tsx}"] },
      },
      {
        // Every story becomes a test: render, run its `play` function, then axe (a11y.test = "error").
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});

import { join } from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium-flags.mjs";

const storybookConfigDir = join(import.meta.dirname, "../../.storybook");

// Debian's chromium, never a downloaded browser; flags keep it offline and quiet on CI.
const chromium = playwright({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  },
});

/**
 * Every story becomes a test: render, run its `play` function, then axe (a11y.test = "error"), in one
 * colour theme (`__STORY_TEST_THEME__` sets the toolbar's initial theme, see .storybook/preview.tsx).
 */
function storybookProject(name: string, theme: "light" | "dark"): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: storybookConfigDir })],
    define: { __STORY_TEST_THEME__: JSON.stringify(theme) },
    test: {
      name,
      // Stories run beside the end-to-end chain on 2 cores; a story that plays in 2 s on a quiet box took over
      // 15 s (the default limit) on a loaded CI run, so the limit is sized for the loaded box.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Turbo runs every package's tests at once on 2 cores; a jsdom file's first render can wait seconds.
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          testTimeout: 30_000,
        },
      },
      storybookProject("storybook", "light"),
      // The same stories in the dark theme, so its colours meet the same contrast rules.
      storybookProject("storybook-dark", "dark"),
    ],
  },
});

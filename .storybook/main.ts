import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import uiPackage from "../packages/ui/package.json" with { type: "json" };

/**
 * Every runtime dependency of @kanya/ui, pre-bundled up front: otherwise Vite discovers them while the
 * story tests run and reloads the page mid-test ("Vite unexpectedly reloaded a test").
 */
const prebundled = [
  ...Object.keys(uiPackage.dependencies).filter((name) => !name.startsWith("@kanya/")),
  "@hookform/resolvers/valibot",
  "@hookform/resolvers/standard-schema",
  "react-dom/client",
  "react/jsx-runtime",
  "react/jsx-dev-runtime",
].filter((name) => name !== "@hookform/resolvers");

// Storybook for packages/ui: designers review here, story tests run from here (addon-vitest),
// and the visual baselines are screenshots of these stories (scripts/visual/run.mjs).
const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.mdx", "../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundled],
    };
    return viteConfig;
  },
};

export default config;

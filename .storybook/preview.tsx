import type { Preview } from "@storybook/react-vite";
import { configure } from "storybook/test";
import "./preview.css";
import { withThemeAndLocale } from "./with-theme-and-locale";

/** Set by the `storybook-dark` test project, so the story tests run axe on the dark theme too. */
declare const __STORY_TEST_THEME__: "light" | "dark" | undefined;
const initialTheme = typeof __STORY_TEST_THEME__ === "undefined" ? "light" : __STORY_TEST_THEME__;

// A play function's findBy/waitFor wait up to 10 s, not testing-library's 1 s: the story tests share two cores
// with the e2e run in CI, and CI boxes have run them three times slower than a quiet one.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    theme: {
      description: "Colour theme of the components",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Language of the built-in texts",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "zh-CN", title: "简体中文" },
          { value: "en-US", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: initialTheme, locale: "zh-CN" },
  parameters: {
    layout: "padded",
    // Any axe violation fails the story test (addon-vitest) instead of only showing in the panel.
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;

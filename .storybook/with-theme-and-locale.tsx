import type { Decorator } from "@storybook/react-vite";
import { enUS, LocaleProvider, zhCN } from "../packages/ui/src/locale";
import { ThemeProvider } from "../packages/ui/src/theme";

const catalogs = { "zh-CN": zhCN, "en-US": enUS };

/**
 * Applies the toolbar's theme and locale through the library's own providers. ThemeProvider writes on
 * <html> (so the page background and portals switch too) in a layout effect, before the first paint;
 * a story may nest its own ThemeProvider to change more settings while it is shown.
 */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const mode = context.globals.theme === "dark" ? "dark" : "light";
  const catalog = catalogs[context.globals.locale as keyof typeof catalogs] ?? zhCN;
  document.documentElement.lang = catalog.locale;
  return (
    <ThemeProvider settings={{ mode }}>
      <LocaleProvider catalog={catalog}>
        <Story />
      </LocaleProvider>
    </ThemeProvider>
  );
};

import type { Decorator } from "@storybook/react-vite";
import { enUS, LocaleProvider, zhCN } from "../packages/ui/src/locale";

const catalogs = { "zh-CN": zhCN, "en-US": enUS };

/**
 * Applies the toolbar's theme and locale. The theme goes on <html> so that the page background
 * (and later, portals) switch too; set synchronously so the first paint is already themed.
 */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = context.globals.theme === "dark" ? "dark" : "light";
  const catalog = catalogs[context.globals.locale as keyof typeof catalogs] ?? zhCN;
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = catalog.locale;
  return (
    <LocaleProvider catalog={catalog}>
      <Story />
    </LocaleProvider>
  );
};

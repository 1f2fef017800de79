import { DEFAULT_PRIMARY_COLOR, type MenuTheme, type ThemeMode } from "@kanya/ui/theme-provider";

export type LayoutMode = "sidemenu" | "topmenu";
export type ContentWidth = "Fixed" | "Fluid";

/** What the theme drawer controls (spec §4), plus the page's light or dark mode. */
export interface ShellSettings {
  menuTheme: MenuTheme;
  layout: LayoutMode;
  /** Fluid is offered, and has an effect, only with the top menu. */
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  /** Hide the header while scrolling down; only with a fixed header. */
  autoHideHeader: boolean;
  /** Side menu stays while the page scrolls; off, and not offered, with the top menu. */
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
  primaryColor: string;
  mode: ThemeMode;
}

/** Spec §4: #1890FF, light, side menu, fixed width, multi-page on. */
export const DEFAULT_SHELL_SETTINGS: Readonly<ShellSettings> = Object.freeze({
  menuTheme: "light",
  layout: "sidemenu",
  contentWidth: "Fixed",
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  mode: "light",
});

/** Settings with the drawer's constraints enforced, so a stored or hand-edited value can never break them. */
export function constrainSettings(settings: ShellSettings): ShellSettings {
  const topmenu = settings.layout === "topmenu";
  return {
    ...settings,
    contentWidth: topmenu ? settings.contentWidth : "Fixed",
    autoHideHeader: settings.fixedHeader && settings.autoHideHeader,
    fixSiderbar: !topmenu && settings.fixSiderbar,
  };
}

/** Applies one change from the drawer: switching the layout also turns the fixed side menu off (spec §4). */
export function changeSettings(settings: ShellSettings, patch: Partial<ShellSettings>): ShellSettings {
  const next = { ...settings, ...patch };
  if (patch.layout !== undefined && patch.layout !== settings.layout) next.fixSiderbar = false;
  return constrainSettings(next);
}

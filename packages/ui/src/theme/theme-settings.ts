import { DEFAULT_PRIMARY_COLOR } from "./palette";

export type ThemeMode = "light" | "dark";
export type MenuTheme = "light" | "dark";
/** Control heights: compact 20/28/36, default 24/32/40 (Ant Design), comfortable 28/36/44 px. */
export type ThemeDensity = "compact" | "default" | "comfortable";

/** What the theme drawer controls that is a matter of look (layout settings belong to the app). */
export interface ThemeSettings {
  /** Any CSS colour; the palette's are `THEME_PALETTE`. Default `#1890FF`. */
  primaryColor: string;
  /** Light or dark page. Default `light`. */
  mode: ThemeMode;
  /** Theme of the side menu, independent of `mode` (read through the `--color-menu-*` tokens). Default `light`. */
  menuTheme: MenuTheme;
  /** Colour-weak mode: the page through an 80% inversion, as Ant Design Pro does it. Default off. */
  colorWeak: boolean;
  /** Corner radius of middle-sized controls in px (small ones get 2 less, large 2 more). Default 6. */
  radius: number;
  /** Default `default`. */
  density: ThemeDensity;
}

/** The product's defaults (spec §4): #1890FF, light, normal colours, Ant Design's radius and density. */
export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  primaryColor: DEFAULT_PRIMARY_COLOR,
  mode: "light",
  menuTheme: "light",
  colorWeak: false,
  radius: 6,
  density: "default",
});

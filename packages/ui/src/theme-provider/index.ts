// The theme without its colour picker: an app's first screen (the sign-in page) wraps itself in the provider
// but shows no picker, so it need not load the picker and the Radix radio group behind it.
// `@kanya/ui/theme` keeps exporting everything, the picker included.
export { applyThemeWrite, readThemeWrite } from "../theme/apply-theme";
export { DEFAULT_PRIMARY_COLOR, THEME_PALETTE, type ThemePaletteColor } from "../theme/palette";
export {
  isCssColor,
  THEME_ATTRIBUTES,
  THEME_PROPERTIES,
  type ThemeAttribute,
  type ThemeProperty,
  type ThemeWrite,
  themeWrite,
  validateThemeSettings,
} from "../theme/resolve-theme";
export { ThemeErrorAlert, type ThemeErrorAlertProps } from "../theme/ThemeErrorAlert";
export { ThemeProvider, type ThemeProviderProps } from "../theme/ThemeProvider";
export type { ThemeApi } from "../theme/theme-context";
export { THEME_UPDATE_FAILED, ThemeUpdateError } from "../theme/theme-error";
export {
  DEFAULT_THEME_SETTINGS,
  type MenuTheme,
  type ThemeDensity,
  type ThemeMode,
  type ThemeSettings,
} from "../theme/theme-settings";
export { useTheme } from "../theme/use-theme";

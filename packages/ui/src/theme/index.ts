export { applyThemeWrite, readThemeWrite } from "./apply-theme";
export { DEFAULT_PRIMARY_COLOR, THEME_PALETTE, type ThemePaletteColor } from "./palette";
export {
  isCssColor,
  THEME_ATTRIBUTES,
  THEME_PROPERTIES,
  type ThemeAttribute,
  type ThemeProperty,
  type ThemeWrite,
  themeWrite,
  validateThemeSettings,
} from "./resolve-theme";
export { ThemeColorPicker, type ThemeColorPickerProps } from "./ThemeColorPicker";
export { ThemeErrorAlert, type ThemeErrorAlertProps } from "./ThemeErrorAlert";
export { ThemeProvider, type ThemeProviderProps } from "./ThemeProvider";
export type { ThemeApi } from "./theme-context";
export { THEME_UPDATE_FAILED, ThemeUpdateError } from "./theme-error";
export {
  DEFAULT_THEME_SETTINGS,
  type MenuTheme,
  type ThemeDensity,
  type ThemeMode,
  type ThemeSettings,
} from "./theme-settings";
export { useTheme } from "./use-theme";

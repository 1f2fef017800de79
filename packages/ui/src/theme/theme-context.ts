import { createContext } from "react";
import { THEME_PALETTE, type ThemePaletteColor } from "./palette";
import type { ThemeUpdateError } from "./theme-error";
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from "./theme-settings";

export interface ThemeApi {
  /** The settings in force (after a refused update, still the previous ones). */
  settings: ThemeSettings;
  /**
   * Changes some settings at run time. Returns false, keeps the previous theme and reports
   * `Failed to update theme` (`error`, `onError`, the fallback) when they cannot be applied.
   */
  update: (patch: Partial<ThemeSettings>) => boolean;
  /** Back to the provider's starting settings. */
  reset: () => void;
  /** The last refusal, until dismissed or until an update succeeds. */
  error: ThemeUpdateError | null;
  dismissError: () => void;
  /** The theme drawer's 8 colours. */
  palette: readonly ThemePaletteColor[];
}

export interface ThemeContextValue extends ThemeApi {
  /** 0 for the outermost provider; the deepest provider writes on `<html>`. */
  depth: number;
}

/** Outside any provider: the defaults, and updates that do nothing. */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

export const NO_PROVIDER_API: ThemeApi = {
  settings: DEFAULT_THEME_SETTINGS,
  update: () => false,
  reset: () => {},
  error: null,
  dismissError: () => {},
  palette: THEME_PALETTE,
};

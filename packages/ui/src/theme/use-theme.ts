import { useContext } from "react";
import { NO_PROVIDER_API, type ThemeApi, ThemeContext } from "./theme-context";

/**
 * The theme in force and its controls. Outside a `<ThemeProvider>` it reports the defaults and
 * `update()` does nothing (returns false).
 */
export function useTheme(): ThemeApi {
  const context = useContext(ThemeContext);
  if (!context) return NO_PROVIDER_API;
  const { depth: _depth, ...api } = context;
  return api;
}

import { ThemeProvider } from "@kanya/ui/theme-provider";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { createSettingsStore, type SettingsStore } from "./settings-store";
import { changeSettings, type ShellSettings } from "./shell-settings";

interface ShellSettingsApi {
  settings: ShellSettings;
  /** One change from the theme drawer; constraints are applied and the result is stored. */
  change: (patch: Partial<ShellSettings>) => void;
}

const ShellSettingsContext = createContext<ShellSettingsApi | null>(null);

/**
 * The theme drawer's settings for everything below, applied live: colours, dark mode, menu theme and
 * colour-weak mode through the ui theme (on `<html>`, so dialogs in portals follow), layout through the
 * shell. Pass a `store` in tests and stories; the app's default reads and writes localStorage.
 */
export function ShellSettingsProvider({ store, children }: { store?: SettingsStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createSettingsStore(globalThis.localStorage));
  const settings = useSyncExternalStore(own.subscribe, own.get);
  const change = useCallback(
    (patch: Partial<ShellSettings>) => own.set(changeSettings(own.get(), patch)),
    [own],
  );
  const api = useMemo(() => ({ settings, change }), [settings, change]);
  const theme = useMemo(
    () => ({
      primaryColor: settings.primaryColor,
      mode: settings.mode,
      menuTheme: settings.menuTheme,
      colorWeak: settings.colorWeak,
    }),
    [settings.primaryColor, settings.mode, settings.menuTheme, settings.colorWeak],
  );
  return (
    <ShellSettingsContext value={api}>
      <ThemeProvider settings={theme}>{children}</ThemeProvider>
    </ShellSettingsContext>
  );
}

export function useShellSettings(): ShellSettingsApi {
  const api = useContext(ShellSettingsContext);
  if (!api) throw new Error("useShellSettings needs a <ShellSettingsProvider> above it");
  return api;
}

import { createNamespacedStorage, type StorageLike } from "@kanya/core/session";
import { isCssColor } from "@kanya/ui/theme-provider";
import { constrainSettings, DEFAULT_SHELL_SETTINGS, type ShellSettings } from "./shell-settings";

/**
 * Storage keys as JeecgBoot's Vue UI names them (under `pro__`), so the drawer's choices carry over
 * between the two UIs; dark mode is Kanya's own.
 */
export const SETTING_KEYS: Readonly<Record<keyof ShellSettings, string>> = {
  menuTheme: "DEFAULT_THEME",
  layout: "DEFAULT_LAYOUT_MODE",
  contentWidth: "DEFAULT_CONTENT_WIDTH_TYPE",
  fixedHeader: "DEFAULT_FIXED_HEADER",
  autoHideHeader: "DEFAULT_FIXED_HEADER_HIDDEN",
  fixSiderbar: "DEFAULT_FIXED_SIDEMENU",
  colorWeak: "DEFAULT_COLOR_WEAK",
  multipage: "DEFAULT_MULTI_PAGE",
  primaryColor: "DEFAULT_COLOR",
  mode: "KANYA_THEME_MODE",
};

/** Which stored values are acceptable for each setting; anything else falls back to the default. */
const accepts: { [K in keyof ShellSettings]: (value: unknown) => boolean } = {
  menuTheme: (value) => value === "light" || value === "dark",
  layout: (value) => value === "sidemenu" || value === "topmenu",
  contentWidth: (value) => value === "Fixed" || value === "Fluid",
  fixedHeader: isBoolean,
  autoHideHeader: isBoolean,
  fixSiderbar: isBoolean,
  colorWeak: isBoolean,
  multipage: isBoolean,
  primaryColor: isCssColor,
  mode: (value) => value === "light" || value === "dark",
};

function isBoolean(value: unknown): boolean {
  return typeof value === "boolean";
}

export interface SettingsStore {
  get(): ShellSettings;
  set(settings: ShellSettings): void;
  subscribe(listener: () => void): () => void;
}

/** The theme drawer's settings: read once from storage, written back on every change, observable. */
export function createSettingsStore(backend: StorageLike): SettingsStore {
  // Settings are preferences, not session data: they never expire.
  const storage = createNamespacedStorage(backend, { defaultTtlMs: null });
  const read = (): ShellSettings => {
    const settings = { ...DEFAULT_SHELL_SETTINGS } as Record<keyof ShellSettings, unknown>;
    for (const name of Object.keys(SETTING_KEYS) as (keyof ShellSettings)[]) {
      const stored = storage.get<unknown>(SETTING_KEYS[name]);
      if (stored !== undefined && accepts[name](stored)) settings[name] = stored;
    }
    return constrainSettings(settings as unknown as ShellSettings);
  };
  let current = read();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(settings) {
      const next = constrainSettings(settings);
      for (const name of Object.keys(SETTING_KEYS) as (keyof ShellSettings)[]) {
        if (next[name] !== current[name]) storage.set(SETTING_KEYS[name], next[name]);
      }
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

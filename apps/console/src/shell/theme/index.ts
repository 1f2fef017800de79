export { ShellSettingsProvider, useShellSettings } from "./ShellSettingsProvider";
export { createSettingsStore, SETTING_KEYS, type SettingsStore } from "./settings-store";
export {
  type ContentWidth,
  changeSettings,
  constrainSettings,
  DEFAULT_SHELL_SETTINGS,
  type LayoutMode,
  type ShellSettings,
} from "./shell-settings";

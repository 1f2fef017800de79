import type { ThemeSettings } from "./theme-settings";

/** Spec §8's text, English in every language as the spec keeps it. */
export const THEME_UPDATE_FAILED = "Failed to update theme";

/** A theme setting could not be applied; the previous theme stays in force. */
export class ThemeUpdateError extends Error {
  override readonly name = "ThemeUpdateError";
  /** The setting that was refused and the value asked for. */
  readonly setting: keyof ThemeSettings;
  readonly value: unknown;

  constructor(setting: keyof ThemeSettings, value: unknown, options?: { cause?: unknown }) {
    super(THEME_UPDATE_FAILED, options);
    this.setting = setting;
    this.value = value;
  }
}

import { ThemeUpdateError } from "./theme-error";
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from "./theme-settings";

/**
 * What applying a theme writes on the root element: attributes read by theme.css and inline custom
 * properties. `null` removes the attribute or property, so the stylesheet's own value applies.
 */
export interface ThemeWrite {
  attributes: Record<ThemeAttribute, string | null>;
  properties: Record<ThemeProperty, string | null>;
}

export const THEME_ATTRIBUTES = ["data-theme", "data-menu-theme", "data-density", "data-color-weak"] as const;
export type ThemeAttribute = (typeof THEME_ATTRIBUTES)[number];
export const THEME_PROPERTIES = [
  "--color-primary",
  "--radius-control-sm",
  "--radius-control",
  "--radius-control-lg",
] as const;
export type ThemeProperty = (typeof THEME_PROPERTIES)[number];

const modes = new Set(["light", "dark"]);
const densities = new Set(["compact", "default", "comfortable"]);
/** Radii beyond this make controls pills anyway; a larger number is a mistake. */
const MAX_RADIUS = 64;

/** Whether a string is a CSS colour (the browser decides; without CSS.supports, hex and colour functions). */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== "string" || value.trim() === "" || /[;{}]/.test(value)) return false;
  const css = (globalThis as { CSS?: { supports?: (property: string, value: string) => boolean } }).CSS;
  if (typeof css?.supports === "function") return css.supports("color", value);
  return /^\s*(#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|var)\(.*\))\s*$/i.test(
    value,
  );
}

/** Throws `ThemeUpdateError` for the first setting that cannot be applied. */
export function validateThemeSettings(settings: ThemeSettings): void {
  if (!isCssColor(settings.primaryColor)) throw new ThemeUpdateError("primaryColor", settings.primaryColor);
  if (!modes.has(settings.mode)) throw new ThemeUpdateError("mode", settings.mode);
  if (!modes.has(settings.menuTheme)) throw new ThemeUpdateError("menuTheme", settings.menuTheme);
  if (typeof settings.colorWeak !== "boolean") throw new ThemeUpdateError("colorWeak", settings.colorWeak);
  if (!Number.isFinite(settings.radius) || settings.radius < 0 || settings.radius > MAX_RADIUS)
    throw new ThemeUpdateError("radius", settings.radius);
  if (!densities.has(settings.density)) throw new ThemeUpdateError("density", settings.density);
}

/**
 * The writes for valid settings. Defaults write nothing, so theme.css (and a consumer's own overrides
 * of it) stays in charge. A custom primary colour on a dark page is mixed into the dark surface the way
 * Ant Design's dark palette does (85%); theme.css derives hover, press, focus, fill and text shades.
 */
export function themeWrite(settings: ThemeSettings): ThemeWrite {
  validateThemeSettings(settings);
  const customPrimary =
    settings.primaryColor.trim().toLowerCase() !== DEFAULT_THEME_SETTINGS.primaryColor.toLowerCase();
  const primary = !customPrimary
    ? null
    : settings.mode === "dark"
      ? `color-mix(in srgb, ${settings.primaryColor.trim()} 85%, var(--color-surface))`
      : settings.primaryColor.trim();
  const customRadius = settings.radius !== DEFAULT_THEME_SETTINGS.radius;
  const px = (value: number) => (customRadius ? `${Math.max(0, value)}px` : null);
  return {
    attributes: {
      "data-theme": settings.mode,
      "data-menu-theme": settings.menuTheme === "dark" ? "dark" : null,
      "data-density": settings.density === "default" ? null : settings.density,
      "data-color-weak": settings.colorWeak ? "" : null,
    },
    properties: {
      "--color-primary": primary,
      "--radius-control-sm": px(settings.radius - 2),
      "--radius-control": px(settings.radius),
      "--radius-control-lg": px(settings.radius + 2),
    },
  };
}

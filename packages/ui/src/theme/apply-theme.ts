import { THEME_ATTRIBUTES, THEME_PROPERTIES, type ThemeWrite } from "./resolve-theme";

/** Writes a theme on an element (normally `<html>`): attributes for theme.css, inline custom properties. */
export function applyThemeWrite(element: HTMLElement, write: ThemeWrite): void {
  for (const name of THEME_ATTRIBUTES) {
    const value = write.attributes[name];
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of THEME_PROPERTIES) {
    const value = write.properties[name];
    if (value === null) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }
}

/** The element's theme attributes and properties as they are, to put back when the last provider goes. */
export function readThemeWrite(element: HTMLElement): ThemeWrite {
  const attributes = Object.fromEntries(
    THEME_ATTRIBUTES.map((name) => [name, element.getAttribute(name)]),
  ) as ThemeWrite["attributes"];
  const properties = Object.fromEntries(
    THEME_PROPERTIES.map((name) => [name, element.style.getPropertyValue(name) || null]),
  ) as ThemeWrite["properties"];
  return { attributes, properties };
}

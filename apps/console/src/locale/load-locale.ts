import type { ComponentType, ReactNode } from "react";
import type { LocaleTag } from "../config";
import { registerCatalog } from "./translate";

type UiTexts = ComponentType<{ children: ReactNode }>;

const uiTexts = new Map<LocaleTag, UiTexts>();

/**
 * Fetches the catalogs of a language other than the built-in zh-CN (the console's and @kanya/ui's), so a
 * zh-CN console never downloads them. Awaited before the first render; until then texts are zh-CN.
 */
export async function loadLocale(locale: LocaleTag): Promise<void> {
  if (locale !== "en-US") return;
  const [{ enUS }, { EnglishUiTexts }] = await Promise.all([import("./en-US"), import("./en-US-ui")]);
  registerCatalog(locale, enUS);
  uiTexts.set(locale, EnglishUiTexts);
}

/** The provider of @kanya/ui's texts in `locale`, once loaded; none for zh-CN. */
export function uiTextsFor(locale: LocaleTag): UiTexts | undefined {
  return uiTexts.get(locale);
}

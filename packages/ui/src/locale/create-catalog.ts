import type { LocaleCatalog, Messages } from "./messages";

/**
 * Texts an app adds to the library's: its own keys (typed by `Extra`) and, optionally, new wording for
 * library keys. Values are message templates with `{name}` placeholders.
 */
export type ExtraMessages<Extra extends object = Record<never, string>> = Partial<Messages> & {
  [K in keyof Extra]: string;
};

/** A library catalog with an app's own messages on top; `useLocale<Extra>()` then accepts `Extra`'s keys. */
export interface ExtendedLocaleCatalog<Extra extends object = Record<never, string>> extends LocaleCatalog {
  messages: ExtraMessages<Extra>;
}

export interface CreateCatalogOptions {
  /** BCP 47 tag of the new catalog; by default the base's (pass one to add a language). */
  locale?: string;
}

/**
 * Puts `messages` on top of `base`: the console merges its own catalog with the library's, or a new
 * language starts from the catalog whose wording it should fall back to.
 *
 * ```ts
 * interface ConsoleMessages { "app.title": string }
 * const zh = createCatalog<ConsoleMessages>(zhCN, { "app.title": "牙科门店管理系统" });
 * const fr = createCatalog(enUS, { "button.loading": "Chargement" }, { locale: "fr-FR" });
 * ```
 */
export function createCatalog<Extra extends object = Record<never, string>>(
  base: LocaleCatalog,
  messages: ExtraMessages<Extra>,
  { locale = base.locale }: CreateCatalogOptions = {},
): ExtendedLocaleCatalog<Extra> {
  return { locale, messages: { ...base.messages, ...messages } as ExtraMessages<Extra> };
}

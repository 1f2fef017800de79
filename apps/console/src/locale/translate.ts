import type { LocaleTag } from "../config";
import type { TextKey } from "./zh-CN";
import { zhCNSignIn } from "./zh-CN-sign-in";

export type TextVars = Record<string, string | number>;
export type Translate = (key: TextKey, vars?: TextVars) => string;

type Catalog = Partial<Record<TextKey, string>>;

/**
 * The sign-in page's part of zh-CN is built in; the whole zh-CN catalog arrives through `loadFrameTexts`, and
 * another language's through `loadLocale`.
 */
const catalogs: Partial<Record<LocaleTag, Catalog>> = { "zh-CN": zhCNSignIn };
let frameTexts: Promise<void> | undefined;

export function registerCatalog(locale: LocaleTag, texts: Record<TextKey, string>): void {
  catalogs[locale] = texts;
}

/** Loads the whole zh-CN catalog once; every page but the sign-in page awaits it before it renders. */
export function loadFrameTexts(): Promise<void> {
  frameTexts ??= import("./zh-CN").then(({ zhCN }) => {
    catalogs["zh-CN"] = zhCN;
  });
  return frameTexts;
}

/** The text for `key` in `locale`, with `{name}` placeholders filled; usable outside React (guard, loaders). */
export function translate(locale: LocaleTag, key: TextKey, vars?: TextVars): string {
  const template = catalogs[locale]?.[key] ?? catalogs["zh-CN"]?.[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}

export function translatorFor(locale: LocaleTag): Translate {
  return (key, vars) => translate(locale, key, vars);
}

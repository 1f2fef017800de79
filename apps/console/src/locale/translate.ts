import type { LocaleTag } from "../config";
import { enUS } from "./en-US";
import { type TextKey, zhCN } from "./zh-CN";

export type TextVars = Record<string, string | number>;
export type Translate = (key: TextKey, vars?: TextVars) => string;

const catalogs: Record<LocaleTag, Record<TextKey, string>> = { "zh-CN": zhCN, "en-US": enUS };

/** The text for `key` in `locale`, with `{name}` placeholders filled; usable outside React (guard, loaders). */
export function translate(locale: LocaleTag, key: TextKey, vars?: TextVars): string {
  const template = catalogs[locale][key] ?? zhCN[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in vars ? String(vars[name]) : placeholder,
  );
}

export function translatorFor(locale: LocaleTag): Translate {
  return (key, vars) => translate(locale, key, vars);
}

import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { LocaleTag } from "../config";
import { uiTextsFor } from "./load-locale";
import { type Translate, translatorFor } from "./translate";

const TextContext = createContext<LocaleTag>("zh-CN");

/** One language switch for both catalogs: the console's own texts and @kanya/ui's built-in ones. */
export function TextProvider({ locale, children }: { locale: LocaleTag; children: ReactNode }) {
  const UiTexts = uiTextsFor(locale);
  return <TextContext value={locale}>{UiTexts ? <UiTexts>{children}</UiTexts> : children}</TextContext>;
}

/** The console's `t(key, vars)` in the current language. */
export function useText(): Translate {
  const locale = useContext(TextContext);
  return useMemo(() => translatorFor(locale), [locale]);
}

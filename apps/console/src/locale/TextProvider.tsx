import { LocaleProvider, enUS as uiEnUS, zhCN as uiZhCN } from "@kanya/ui/locale";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { LocaleTag } from "../config";
import { type Translate, translatorFor } from "./translate";

const TextContext = createContext<LocaleTag>("zh-CN");

/** One language switch for both catalogs: the console's own texts and @kanya/ui's built-in ones. */
export function TextProvider({ locale, children }: { locale: LocaleTag; children: ReactNode }) {
  return (
    <TextContext value={locale}>
      <LocaleProvider catalog={locale === "en-US" ? uiEnUS : uiZhCN}>{children}</LocaleProvider>
    </TextContext>
  );
}

/** The console's `t(key, vars)` in the current language. */
export function useText(): Translate {
  const locale = useContext(TextContext);
  return useMemo(() => translatorFor(locale), [locale]);
}

import { type ReactNode, useContext, useMemo } from "react";
import type { ExtraMessages } from "./create-catalog";
import { LocaleContext } from "./locale-context";
import type { LocaleCatalog } from "./messages";

export interface LocaleProviderProps<Extra extends object = Record<never, string>> {
  /**
   * `zhCN`, `enUS`, one made with `createCatalog`, or your own `{ locale, messages }`; keys it leaves out
   * fall back to zh-CN. Omit it to keep the language of the provider above and only add `extraMessages`.
   */
  catalog?: LocaleCatalog;
  /**
   * The app's own texts for this language, put on top of the catalog (they may also reword library
   * keys). Read them with `useLocale<YourMessages>()`.
   */
  extraMessages?: ExtraMessages<Extra>;
  children?: ReactNode;
}

/** Sets the language of every Kanya component below it, and adds an app's own messages. */
export function LocaleProvider<Extra extends object = Record<never, string>>({
  catalog,
  extraMessages,
  children,
}: LocaleProviderProps<Extra>) {
  const parent = useContext(LocaleContext);
  const base = catalog ?? parent;
  const value = useMemo(
    () => (extraMessages ? { locale: base.locale, messages: { ...base.messages, ...extraMessages } } : base),
    [base, extraMessages],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

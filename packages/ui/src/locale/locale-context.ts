import { createContext } from "react";

/** What a `<LocaleProvider>` hands down: the language and every text in force, the app's own included. */
export interface ResolvedCatalog {
  locale: string;
  /** Library keys and the app's own; read them through `useLocale().t`. */
  messages: object;
}

/**
 * The catalog in force. Without a `<LocaleProvider>` it is zh-CN with no texts of its own: each
 * component then shows the zh-CN defaults it passes to `useLocale`, so no component bundles the whole
 * catalog.
 */
export const LocaleContext = createContext<ResolvedCatalog>({ locale: "zh-CN", messages: {} });

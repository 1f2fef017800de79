import type { ReactNode } from "react";
import { LocaleContext } from "./locale-context";
import type { LocaleCatalog } from "./messages";

export interface LocaleProviderProps {
  /** `zhCN`, `enUS` or your own catalog; missing keys fall back to zh-CN. */
  catalog: LocaleCatalog;
  children?: ReactNode;
}

/** Sets the language of every Kanya component below it. */
export function LocaleProvider({ catalog, children }: LocaleProviderProps) {
  return <LocaleContext value={catalog}>{children}</LocaleContext>;
}

import { enUS, LocaleProvider } from "@kanya/ui/locale";
import type { ReactNode } from "react";

/** @kanya/ui's own texts in US English (zh-CN needs no provider: each component carries its zh-CN texts). */
export function EnglishUiTexts({ children }: { children: ReactNode }) {
  return <LocaleProvider catalog={enUS}>{children}</LocaleProvider>;
}

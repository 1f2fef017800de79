import { useContext, useMemo } from "react";
import { formatMessage } from "./format-message";
import { LocaleContext } from "./locale-context";
import type { MessageKey, MessageVars } from "./messages";
import { zhCN } from "./zh-CN";

export interface LocaleApi {
  /** BCP 47 tag of the catalog in force, e.g. `zh-CN`. */
  locale: string;
  /** The text for `key` in the current language, with `{name}` placeholders filled from `vars`. */
  t: (key: MessageKey, vars?: MessageVars) => string;
}

export function useLocale(): LocaleApi {
  const catalog = useContext(LocaleContext);
  return useMemo(
    () => ({
      locale: catalog.locale,
      t: (key, vars) => formatMessage(catalog.messages[key] ?? zhCN.messages[key], vars),
    }),
    [catalog],
  );
}

import { useContext, useMemo } from "react";
import { formatMessage } from "./format-message";
import { LocaleContext } from "./locale-context";
import type { DefaultMessages, MessageKey, MessageVars } from "./messages";

/**
 * `Extra` types an app's own keys (`useLocale<ConsoleMessages>()`): `t` then accepts them too.
 */
export interface LocaleApi<Extra extends object = Record<never, string>> {
  /** BCP 47 tag of the catalog in force, e.g. `zh-CN`. */
  locale: string;
  /**
   * The text for `key` in the current language, with `{name}` placeholders filled from `vars`.
   * A key missing from the catalog falls back to the caller's defaults (its zh-CN texts), and a key
   * unknown to both shows as itself.
   */
  t: (key: MessageKey | (keyof Extra & string), vars?: MessageVars) => string;
}

type Texts = Readonly<Record<string, string | undefined>>;

/**
 * The language in force and its texts. Components pass their namespace's zh-CN texts as `defaults`
 * (`useLocale(buttonZhCN)`), so they work without a provider and carry only their own strings.
 */
export function useLocale<Extra extends object = Record<never, string>>(
  defaults?: DefaultMessages,
): LocaleApi<Extra> {
  const catalog = useContext(LocaleContext);
  return useMemo(
    () => ({
      locale: catalog.locale,
      t: (key: string, vars?: MessageVars) =>
        formatMessage(
          (catalog.messages as Texts)[key] ?? (defaults as Texts | undefined)?.[key] ?? key,
          vars,
        ),
    }),
    [catalog, defaults],
  );
}

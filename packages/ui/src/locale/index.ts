export { enUS } from "./en-US";
export { formatMessage } from "./format-message";
export { LocaleProvider, type LocaleProviderProps } from "./LocaleProvider";
export type { CompleteLocaleCatalog, LocaleCatalog, MessageKey, Messages, MessageVars } from "./messages";
export { type LocaleApi, useLocale } from "./use-locale";
export { zhCN } from "./zh-CN";

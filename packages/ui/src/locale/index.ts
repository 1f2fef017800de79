export {
  type CreateCatalogOptions,
  createCatalog,
  type ExtendedLocaleCatalog,
  type ExtraMessages,
} from "./create-catalog";
export { enUS } from "./en-US";
export { formatMessage } from "./format-message";
export { LocaleProvider, type LocaleProviderProps } from "./LocaleProvider";
export type { ResolvedCatalog } from "./locale-context";
export type { CompleteLocaleCatalog, LocaleCatalog, MessageKey, Messages, MessageVars } from "./messages";
export { type LocaleApi, useLocale } from "./use-locale";
export { zhCN } from "./zh-CN";

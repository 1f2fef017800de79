export { loadLocale } from "./load-locale";
export { TextProvider, useText } from "./TextProvider";
export { loadFrameTexts, type TextVars, type Translate, translate, translatorFor } from "./translate";
export type { TextKey } from "./zh-CN";

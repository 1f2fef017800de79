export { TextProvider, useText } from "./TextProvider";
export { type TextVars, type Translate, translate, translatorFor } from "./translate";
export type { TextKey } from "./zh-CN";

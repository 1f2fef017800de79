export { DEFAULT_ELLIPSIS_LENGTH, type Ellipsized, ellipsis, textWidth } from "./ellipsis.js";
export { FILE_NAME_DISPLAY_LENGTH, shortenFileName } from "./file-name.js";
export { type GreetingPeriod, greetingPeriod } from "./greeting.js";
export { insertTagSeparators, splitTags, TAG_LENGTH, TAG_SEPARATOR, tagInputChange } from "./tag-split.js";

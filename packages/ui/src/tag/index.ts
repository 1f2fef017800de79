export { Tag, type TagPresetColor, type TagProps, useTag } from "./Tag";

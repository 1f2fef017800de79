export type { AutoSizeRows } from "./auto-size";
export { Textarea } from "./Textarea";
export type { TextareaProps, TextareaSize, TextareaStatus } from "./textarea-props";
export { type UseTextareaOptions, useTextarea } from "./use-textarea";

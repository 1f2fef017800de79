export {
  MarkdownEditor,
  type MarkdownEditorHandle,
  type MarkdownEditorMode,
  type MarkdownEditorProps,
} from "./MarkdownEditor";

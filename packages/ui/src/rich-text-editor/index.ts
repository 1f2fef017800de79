export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from "./RichTextEditor";
export { type RichTextTool, tools as richTextTools } from "./tools";

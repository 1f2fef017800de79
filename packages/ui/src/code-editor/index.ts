export { CodeEditor, type CodeEditorProps } from "./CodeEditor";
export { type CodeLanguage, codeLanguages } from "./languages";
export { type UseCodeEditorOptions, useCodeEditor } from "./use-code-editor";

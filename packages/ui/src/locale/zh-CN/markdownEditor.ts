import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `markdownEditor.*`: JMarkdownEditor. */
export const markdownEditorZhCN: NamespaceMessages<"markdownEditor"> = {
  "markdownEditor.label": "Markdown 编辑器",
  "markdownEditor.loading": "编辑器加载中…",
  "markdownEditor.edit": "编辑",
  "markdownEditor.split": "分屏",
  "markdownEditor.preview": "预览",
  "markdownEditor.mode": "视图",
  "markdownEditor.previewLabel": "Markdown 预览",
};

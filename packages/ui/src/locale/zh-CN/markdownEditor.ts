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
  "markdownEditor.uploadImage": "上传图片",
  "markdownEditor.uploading": "图片上传中…",
  "markdownEditor.uploadFailed": "图片上传失败：{message}",
  "markdownEditor.dismissError": "关闭",
  "markdownEditor.notImage": "请上传图片",
  "markdownEditor.imageAlt": "图片",
};

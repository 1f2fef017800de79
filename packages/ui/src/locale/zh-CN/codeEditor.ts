import type { NamespaceMessages } from "../messages";

/** zh-CN texts of `codeEditor.*`: JCodeEditor. */
export const codeEditorZhCN: NamespaceMessages<"codeEditor"> = {
  "codeEditor.label": "代码编辑器",
  "codeEditor.loading": "编辑器加载中…",
  "codeEditor.fullscreen": "全屏",
  "codeEditor.exitFullscreen": "退出全屏",
};

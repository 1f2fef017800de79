import type { Extension } from "@codemirror/state";

/**
 * The 12 languages of the code editor, each loaded on first use (JCodeEditor's list, CodeMirror 6 packages):
 * a page that edits SQL never downloads the PHP grammar.
 */
export const codeLanguages = {
  javascript: () => import("@codemirror/lang-javascript").then((m) => m.javascript()),
  typescript: () => import("@codemirror/lang-javascript").then((m) => m.javascript({ typescript: true })),
  html: () => import("@codemirror/lang-html").then((m) => m.html()),
  css: () => import("@codemirror/lang-css").then((m) => m.css()),
  json: () => import("@codemirror/lang-json").then((m) => m.json()),
  sql: () => import("@codemirror/lang-sql").then((m) => m.sql()),
  java: () => import("@codemirror/lang-java").then((m) => m.java()),
  python: () => import("@codemirror/lang-python").then((m) => m.python()),
  xml: () => import("@codemirror/lang-xml").then((m) => m.xml()),
  markdown: () => import("@codemirror/lang-markdown").then((m) => m.markdown()),
  php: () => import("@codemirror/lang-php").then((m) => m.php()),
  go: () => import("@codemirror/lang-go").then((m) => m.go()),
} satisfies Record<string, () => Promise<Extension>>;

export type CodeLanguage = keyof typeof codeLanguages;

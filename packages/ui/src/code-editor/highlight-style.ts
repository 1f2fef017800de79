import type { HighlightStyle } from "@codemirror/language";
import type { CodeMirrorModules } from "./load-codemirror";

/**
 * Token colours from the design tokens, so the light and dark themes both meet the contrast rules
 * (CodeMirror's default style is drawn for a light background only).
 */
export async function themedHighlightStyle({ language }: CodeMirrorModules): Promise<HighlightStyle> {
  const { tags } = await import("@lezer/highlight");
  return language.HighlightStyle.define([
    {
      tag: [tags.keyword, tags.operatorKeyword, tags.modifier, tags.controlKeyword],
      color: "var(--color-primary-text)",
    },
    { tag: [tags.string, tags.special(tags.string), tags.regexp], color: "var(--color-success-text)" },
    { tag: [tags.number, tags.bool, tags.null, tags.atom], color: "var(--color-warning-text)" },
    {
      tag: [tags.comment, tags.lineComment, tags.blockComment],
      color: "var(--color-fg-secondary)",
      fontStyle: "italic",
    },
    { tag: [tags.typeName, tags.className, tags.tagName], color: "var(--color-info-text)" },
    { tag: [tags.invalid], color: "var(--color-danger-text)" },
    { tag: tags.heading, fontWeight: "bold" },
    { tag: tags.link, textDecoration: "underline" },
  ]);
}

/** The editor's chrome (gutter, active line, cursor, selection) on the design tokens, for both themes. */
export function tokenTheme({ view }: CodeMirrorModules) {
  return view.EditorView.theme({
    "&": { color: "var(--color-fg)", backgroundColor: "var(--color-surface)" },
    ".cm-content": { caretColor: "var(--color-fg)" },
    ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--color-fg)" },
    ".cm-gutters": {
      color: "var(--color-fg-secondary)",
      backgroundColor: "var(--color-fill-alter)",
      borderRight: "1px solid var(--color-border-secondary)",
    },
    ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "transparent" },
    "&.cm-focused .cm-activeLine, &.cm-focused .cm-activeLineGutter": {
      backgroundColor: "var(--color-fill-hover)",
    },
    "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground": {
      backgroundColor: "var(--color-primary-fill)",
    },
  });
}

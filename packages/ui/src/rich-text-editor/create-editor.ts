import type { Editor } from "@tiptap/core";
import { fieldHtml } from "./html-value";
import type { TiptapModules } from "./load-tiptap";

export interface CreateEditorOptions {
  element: HTMLElement;
  /** The first document (HTML); sanitized before the editor reads it. */
  content: string;
  placeholder?: string;
  editable: boolean;
  attributes: Record<string, string>;
  /** The document after each change, sanitized; an empty document is `""`. */
  onChange: (html: string) => void;
  onBlur: () => void;
  onTransaction: () => void;
}

/**
 * The document as it leaves the editor: the HTML passes content-view's DOMPurify policy (no scripts, no `on*`
 * handlers, no `javascript:` addresses), whatever was set, typed or pasted; an empty document is `""`.
 */
export function outputHtml(modules: Pick<TiptapModules, "sanitizeHtml">, editor: Editor): string {
  return fieldHtml(modules.sanitizeHtml(editor.getHTML()), editor.isEmpty);
}

/**
 * A Tiptap editor with the JEditor tools: StarterKit (headings 1–3, lists, quote, code, link), images, tables
 * (a header row, no column resizing) and the placeholder.
 */
export function createEditor(modules: TiptapModules, options: CreateEditorOptions): Editor {
  const { Editor: EditorClass, StarterKit, Image, TableKit, Placeholder, sanitizeHtml } = modules;
  const editor: Editor = new EditorClass({
    element: options.element,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // No empty paragraph forced after a heading or list: the stored HTML is what was written.
        trailingNode: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: options.placeholder ?? "" }),
    ],
    content: sanitizeHtml(options.content),
    editable: options.editable,
    editorProps: {
      attributes: options.attributes,
      // Pasted HTML is cleaned before the editor reads it, so nothing unsafe shows even for a moment.
      transformPastedHTML: (html) => sanitizeHtml(html),
    },
    onUpdate: ({ editor: e }) => options.onChange(outputHtml(modules, e)),
    onBlur: () => options.onBlur(),
    onTransaction: () => options.onTransaction(),
  });
  return editor;
}

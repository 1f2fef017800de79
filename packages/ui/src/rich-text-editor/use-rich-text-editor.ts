import type { Editor } from "@tiptap/core";
import { useEffect, useReducer, useRef, useState } from "react";
import { fieldHtml, sameHtml } from "./html-value";
import { loadTiptap } from "./load-tiptap";

export interface UseRichTextEditorOptions {
  /** HTML; with it the editor is controlled. */
  value?: string | null;
  defaultValue?: string;
  /** The HTML after each change; an empty document is `""`. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Whether typing changes the text (false when disabled or read-only). */
  editable: boolean;
  /** Attributes of the editable area (name, id, ARIA state), kept current. */
  attributes: Record<string, string>;
}

/**
 * A Tiptap editor in the returned ref's element, loaded on mount. The returned editor re-renders its user on
 * each transaction, so the toolbar's pressed states follow the selection.
 */
export function useRichTextEditor({
  value,
  defaultValue = "",
  onChange,
  onBlur,
  placeholder,
  editable,
  attributes,
}: UseRichTextEditorOptions) {
  const host = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef({ onChange, onBlur, value });
  latest.current = { onChange, onBlur, value };
  /** The HTML last handed to onChange, so its echo through `value` does not reset the cursor. */
  const emitted = useRef<string | null>(null);

  // Mount once; the first render's value, placeholder and state seed the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes are applied by the effects below.
  useEffect(() => {
    let cancelled = false;
    let created: Editor | null = null;
    loadTiptap().then(
      ({ Editor: EditorClass, StarterKit, Image, Placeholder }) => {
        if (cancelled || !host.current) return;
        created = new EditorClass({
          element: host.current,
          extensions: [
            StarterKit.configure({
              heading: { levels: [1, 2, 3] },
              // No empty paragraph forced after a heading or list: the stored HTML is what was written.
              trailingNode: false,
              link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
            }),
            Image,
            Placeholder.configure({ placeholder: placeholder ?? "" }),
          ],
          content: value ?? defaultValue,
          editable,
          editorProps: { attributes },
          onUpdate: ({ editor: e }) => {
            const html = fieldHtml(e.getHTML(), e.isEmpty);
            emitted.current = html;
            latest.current.onChange?.(html);
          },
          onBlur: () => latest.current.onBlur?.(),
          onTransaction: () => rerender(),
        });
        setEditor(created);
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, []);

  useEffect(() => {
    if (!editor || value === undefined) return;
    if (value === emitted.current || sameHtml(value, fieldHtml(editor.getHTML(), editor.isEmpty))) return;
    emitted.current = null;
    editor.commands.setContent(value ?? "", { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const attributeKey = JSON.stringify(attributes);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attributeKey stands for the attributes' content.
  useEffect(() => {
    editor?.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, attributeKey]);

  return { host, editor, error };
}

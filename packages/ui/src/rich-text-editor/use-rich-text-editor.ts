import type { Editor } from "@tiptap/core";
import { useEffect, useReducer, useRef, useState } from "react";
import { createEditor } from "./create-editor";
import { fieldHtml, sameHtml } from "./html-value";
import { loadTiptap, type TiptapModules } from "./load-tiptap";

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
 * each transaction, so the toolbar's pressed states follow the selection. HTML going in and out is sanitized
 * with content-view's DOMPurify policy.
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
  /** DOMPurify, loaded with Tiptap: a value set from outside is cleaned before the editor reads it. */
  const sanitize = useRef<TiptapModules["sanitizeHtml"]>((html) => html);

  // Mount once; the first render's value, placeholder and state seed the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes are applied by the effects below.
  useEffect(() => {
    let cancelled = false;
    let created: Editor | null = null;
    loadTiptap().then(
      (modules) => {
        if (cancelled || !host.current) return;
        sanitize.current = modules.sanitizeHtml;
        created = createEditor(modules, {
          element: host.current,
          content: value ?? defaultValue,
          ...(placeholder !== undefined ? { placeholder } : {}),
          editable,
          attributes,
          onChange: (html) => {
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
    editor.commands.setContent(sanitize.current(value ?? ""), { emitUpdate: false });
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

import type { Compartment } from "@codemirror/state";
import type { EditorView } from "@codemirror/view";
import { useEffect, useRef, useState } from "react";
import { themedHighlightStyle, tokenTheme } from "./highlight-style";
import { type CodeLanguage, codeLanguages } from "./languages";
import { type CodeMirrorModules, loadCodeMirror } from "./load-codemirror";

export interface UseCodeEditorOptions {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Default `javascript`. */
  language?: CodeLanguage;
  readOnly?: boolean;
  /** Names the editable area for screen readers. */
  label: string;
  /** Shown while the text is empty (and given to screen readers as `aria-placeholder`). */
  placeholder?: string;
}

interface Mounted {
  view: EditorView;
  modules: CodeMirrorModules;
  languageSlot: Compartment;
  readOnlySlot: Compartment;
}

/**
 * A CodeMirror 6 editor in the returned ref's element, loaded on mount: tab size 2 (two spaces), line numbers,
 * undo history, Tab indents. The value is controlled or not; language and read-only change in place.
 */
export function useCodeEditor({
  value,
  defaultValue = "",
  onChange,
  language = "javascript",
  readOnly = false,
  label,
  placeholder,
}: UseCodeEditorOptions) {
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ onChange, value });
  latest.current = { onChange, value };

  // Mount once; the first render's value, language and read-only seed the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes are applied by the effects below.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const modules = await loadCodeMirror();
      const [initialLanguage, highlightStyle] = await Promise.all([
        codeLanguages[language](),
        themedHighlightStyle(modules),
      ]);
      if (cancelled || !host.current) return;
      const { view: v, state: s, commands: c, language: l } = modules;
      const languageSlot = new s.Compartment();
      const readOnlySlot = new s.Compartment();
      const view = new v.EditorView({
        parent: host.current,
        state: s.EditorState.create({
          doc: value ?? defaultValue,
          extensions: [
            v.lineNumbers(),
            v.highlightActiveLine(),
            c.history(),
            l.syntaxHighlighting(highlightStyle),
            tokenTheme(modules),
            l.indentUnit.of("  "),
            s.EditorState.tabSize.of(2),
            v.keymap.of([...c.defaultKeymap, ...c.historyKeymap, c.indentWithTab]),
            v.EditorView.contentAttributes.of({ "aria-label": label }),
            v.EditorView.updateListener.of((update) => {
              if (update.docChanged) latest.current.onChange?.(update.state.doc.toString());
            }),
            ...(placeholder ? [v.placeholder(placeholder)] : []),
            languageSlot.of(initialLanguage),
            readOnlySlot.of(s.EditorState.readOnly.of(readOnly)),
          ],
        }),
      });
      mounted.current = { view, modules, languageSlot, readOnlySlot };
      setReady(true);
    })();
    return () => {
      cancelled = true;
      mounted.current?.view.destroy();
      mounted.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = ready ? mounted.current : null;
    if (!editor || value === undefined) return;
    const current = editor.view.state.doc.toString();
    if (current !== value) editor.view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value, ready]);

  useEffect(() => {
    const editor = ready ? mounted.current : null;
    if (!editor) return;
    let cancelled = false;
    void codeLanguages[language]().then((extension) => {
      if (!cancelled) editor.view.dispatch({ effects: editor.languageSlot.reconfigure(extension) });
    });
    return () => {
      cancelled = true;
    };
  }, [language, ready]);

  useEffect(() => {
    const editor = ready ? mounted.current : null;
    if (!editor) return;
    editor.view.dispatch({
      effects: editor.readOnlySlot.reconfigure(editor.modules.state.EditorState.readOnly.of(readOnly)),
    });
  }, [readOnly, ready]);

  /** Puts `text` in place of the selection (at the caret), the caret after it; false before load or read-only. */
  const insert = (text: string) => {
    const view = mounted.current?.view;
    if (!view || view.state.readOnly) return false;
    view.dispatch({ ...view.state.replaceSelection(text), scrollIntoView: true });
    return true;
  };

  return { host, ready, focus: () => mounted.current?.view.focus(), insert };
}

import { clsx } from "clsx";
import { type CSSProperties, type Ref, useId, useImperativeHandle, useState } from "react";
import { useLocale } from "../locale/use-locale";
import { richTextEditorZhCN } from "../locale/zh-CN/richTextEditor";
import { Toolbar } from "./Toolbar";
import type { ToolPanel } from "./tools";
import { UrlPanel } from "./UrlPanel";
import { useRichTextEditor } from "./use-rich-text-editor";

export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** HTML. With it the editor is controlled; an empty document is `""`. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Greyed, no toolbar actions, no typing. */
  disabled?: boolean;
  /** The text shows and can be selected, without a toolbar. */
  readOnly?: boolean;
  /** Stores a chosen image (e.g. `/sys/common/upload`) and answers its address; without it images go by address. */
  uploadImage?: (file: File) => Promise<string>;
  /** Height of the editing area. Default 300 px (JEditor). */
  height?: number | string;
  /** Id of the editable area (a form label's `htmlFor`). */
  id?: string;
  name?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  ref?: Ref<RichTextEditorHandle>;
  className?: string;
  style?: CSSProperties;
}

const contentClasses = clsx(
  "h-full min-h-full px-3 py-2 text-control text-fg leading-relaxed outline-none",
  "[&_a]:text-primary-text [&_a]:underline [&_blockquote]:border-border [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-fg-secondary",
  "[&_code]:rounded [&_code]:bg-fill-alter [&_code]:px-1 [&_pre]:rounded [&_pre]:bg-fill-alter [&_pre]:p-3",
  "[&_h1]:my-3 [&_h1]:font-semibold [&_h1]:text-2xl [&_h2]:my-2 [&_h2]:font-semibold [&_h2]:text-xl [&_h3]:my-2 [&_h3]:font-semibold [&_h3]:text-lg",
  "[&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6",
  // Tables: token borders, the header row on the fill colour, cells selected by drag on the primary fill.
  "[&_.tableWrapper]:my-2 [&_.tableWrapper]:overflow-x-auto [&_table]:w-full [&_table]:table-fixed [&_table]:border-collapse",
  "[&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_td]:align-top",
  "[&_th]:border [&_th]:border-border [&_th]:bg-fill-alter [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold",
  "[&_td>p]:my-0 [&_th>p]:my-0 [&_.selectedCell]:bg-primary-fill",
  "[&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0",
  "[&_p.is-editor-empty:first-child]:before:text-fg-disabled [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]",
);

/**
 * JeecgBoot's JEditor on Tiptap (ProseMirror), loaded when it first shows: a toolbar of formats, headings,
 * lists, quote, code, link, image (by address or `uploadImage`), tables (insert 3×3 with a header row, add
 * and remove rows and columns), undo/redo and clear, reachable as one tab stop. The value is HTML, controlled
 * or not, sanitized with DOMPurify (content-view's policy) before `onChange` sees it.
 */
export function RichTextEditor({
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  disabled = false,
  readOnly = false,
  uploadImage,
  height = 300,
  id,
  name,
  "aria-label": ariaLabel,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  "aria-required": required,
  ref,
  className,
  style,
}: RichTextEditorProps) {
  const { t } = useLocale(richTextEditorZhCN);
  const generated = useId();
  const contentId = id ?? `${generated}-content`;
  const [panel, setPanel] = useState<ToolPanel | null>(null);
  const attributes: Record<string, string> = {
    id: contentId,
    role: "textbox",
    "aria-multiline": "true",
    class: contentClasses,
    ...(labelledBy
      ? { "aria-labelledby": labelledBy }
      : { "aria-label": ariaLabel ?? t("richTextEditor.label") }),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid === true || invalid === "true" ? { "aria-invalid": "true" } : {}),
    ...(required === true || required === "true" ? { "aria-required": "true" } : {}),
    ...(readOnly ? { "aria-readonly": "true" } : {}),
    ...(disabled ? { "aria-disabled": "true" } : {}),
    ...(name ? { "data-name": name } : {}),
  };
  const { host, editor, error } = useRichTextEditor({
    value,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...(onChange ? { onChange } : {}),
    ...(onBlur ? { onBlur } : {}),
    ...(placeholder !== undefined ? { placeholder } : {}),
    editable: !disabled && !readOnly,
    attributes,
  });
  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      data-readonly={readOnly || undefined}
      className={clsx(
        "flex flex-col overflow-hidden rounded-md border bg-surface text-fg",
        invalid === true || invalid === "true" ? "border-danger" : "border-border",
        "focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20",
        disabled && "bg-surface-disabled text-fg-disabled",
        className,
      )}
      style={style}
    >
      {!readOnly && (
        <Toolbar
          editor={editor}
          disabled={disabled}
          t={t}
          panel={panel}
          onPanel={(next) => setPanel((open) => (open === next ? null : next))}
          controls={contentId}
        />
      )}
      {panel && editor && !readOnly && !disabled && (
        <UrlPanel
          key={panel}
          kind={panel}
          editor={editor}
          t={t}
          uploadImage={uploadImage}
          onClose={() => setPanel(null)}
        />
      )}
      {!editor && !error && (
        <p role="status" className="m-0 p-3 text-control text-fg-secondary">
          {t("richTextEditor.loading")}
        </p>
      )}
      {error && (
        <p role="alert" className="m-0 p-3 text-control text-danger-text">
          {t("richTextEditor.loadFailed", { message: error })}
        </p>
      )}
      <div ref={host} className="overflow-auto" style={{ height }} />
    </div>
  );
}

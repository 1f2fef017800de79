import { clsx } from "clsx";
import {
  type ClipboardEvent,
  type CSSProperties,
  lazy,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useCodeEditor } from "../code-editor/use-code-editor";
import { ImageFileButton } from "../image-upload/ImageFileButton";
import { useImageUpload } from "../image-upload/use-image-upload";
import { useLocale } from "../locale/use-locale";
import { markdownEditorZhCN } from "../locale/zh-CN/markdownEditor";
import { imageFiles, markdownImage } from "./markdown-image";

// The preview's Markdown renderer (marked + DOMPurify) loads when a preview first shows.
const MarkdownView = lazy(() =>
  import("../content-view/MarkdownView").then((m) => ({ default: m.MarkdownView })),
);

/** What the editor shows: the source, source and preview side by side, or the preview alone. */
export type MarkdownEditorMode = "edit" | "split" | "preview";

export interface MarkdownEditorHandle {
  focus: () => void;
}

export interface MarkdownEditorProps {
  /** Markdown text. With it the editor is controlled. */
  value?: string | null;
  defaultValue?: string;
  onChange?: (markdown: string) => void;
  /** Focus left the editor (source, preview and mode buttons). */
  onBlur?: () => void;
  /** Default `split`; `onModeChange` makes it controlled with `mode`. */
  mode?: MarkdownEditorMode;
  defaultMode?: MarkdownEditorMode;
  onModeChange?: (mode: MarkdownEditorMode) => void;
  /** Greyed and not editable. */
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * Stores an image (e.g. `/sys/common/upload`) and answers its address; with it the toolbar offers 上传图片
   * and a pasted image is uploaded, each going in at the caret as `![name](url)`.
   */
  uploadImage?: (file: File) => Promise<string>;
  /** Shown in the empty source area (and read as its `aria-placeholder`). */
  placeholder?: string;
  /** Height of the source and preview. Default 300 px, at least 200 (JMarkdownEditor). */
  height?: number;
  id?: string;
  /** Names the source area; default 「Markdown 编辑器」. */
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  ref?: Ref<MarkdownEditorHandle>;
  className?: string;
  style?: CSSProperties;
}

const MIN_HEIGHT = 200;
const modes: readonly MarkdownEditorMode[] = ["edit", "split", "preview"];

const modeButton = clsx(
  "inline-flex h-control-sm cursor-pointer items-center border-0 bg-transparent px-2 text-control text-fg-secondary",
  "rounded-control-sm hover:text-fg aria-pressed:bg-surface aria-pressed:text-primary-text aria-pressed:shadow-sm",
  "focus-visible:outline-2 focus-visible:outline-primary-focus",
);

/**
 * JeecgBoot's JMarkdownEditor on CodeMirror 6 (the code editor's engine with the Markdown grammar, loaded on
 * first show) with a rendered preview beside it or instead of it. The value is the Markdown text. With
 * `uploadImage`, images chosen by 上传图片 or pasted go up and in at the caret; a failure says why.
 */
export function MarkdownEditor({
  value,
  defaultValue,
  onChange,
  onBlur,
  mode: modeProp,
  defaultMode = "split",
  onModeChange,
  disabled = false,
  readOnly = false,
  placeholder,
  uploadImage,
  height = 300,
  id,
  "aria-label": ariaLabel,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  ref,
  className,
  style,
}: MarkdownEditorProps) {
  const { t } = useLocale(markdownEditorZhCN);
  const previewId = useId();
  const [ownMode, setOwnMode] = useState(defaultMode);
  const mode = modeProp ?? ownMode;
  // What the preview shows: the controlled value, or the text as typed.
  const [typed, setTyped] = useState(value ?? defaultValue ?? "");
  const text = value ?? typed;
  const editor = useCodeEditor({
    ...(value !== undefined ? { value: value ?? "" } : {}),
    defaultValue: defaultValue ?? "",
    onChange: (next) => {
      setTyped(next);
      onChange?.(next);
    },
    language: "markdown",
    readOnly: readOnly || disabled,
    label: ariaLabel ?? t("markdownEditor.label"),
    ...(placeholder ? { placeholder } : {}),
  });
  useImperativeHandle(ref, () => ({ focus: editor.focus }), [editor.focus]);
  const isInvalid = invalid === true || invalid === "true";
  const boxHeight = Math.max(height, MIN_HEIGHT);

  // Image upload: whether any is under way, and the last failure (the text is left as it was).
  const canUpload = !!uploadImage && !disabled && !readOnly;
  const { uploading, problem, upload, dismiss } = useImageUpload({
    uploadImage,
    insert: (url, file) => editor.insert(markdownImage(file.name || t("markdownEditor.imageAlt"), url)),
    failedText: (message) => t("markdownEditor.uploadFailed", { message }),
    notImageText: t("markdownEditor.notImage"),
  });

  // A pasted image goes up instead of into the text; other pastes are CodeMirror's.
  const paste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!canUpload) return;
    const images = imageFiles(event.clipboardData?.files);
    if (images.length === 0) return;
    event.preventDefault();
    event.stopPropagation();
    void (async () => {
      for (const image of images) await upload(image);
    })();
  };

  const choose = (next: MarkdownEditorMode) => {
    setOwnMode(next);
    onModeChange?.(next);
  };
  // Blur once focus leaves the whole editor (source, preview, mode buttons), as a form field expects.
  const frame = useRef<HTMLDivElement>(null);
  const onBlurRef = useRef(onBlur);
  onBlurRef.current = onBlur;
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const leave = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) onBlurRef.current?.();
    };
    node.addEventListener("focusout", leave);
    return () => node.removeEventListener("focusout", leave);
  }, []);

  return (
    <div
      id={id}
      data-slot="markdown-editor"
      data-mode={mode}
      data-disabled={disabled || undefined}
      aria-describedby={describedBy}
      ref={frame}
      className={clsx(
        "flex flex-col overflow-hidden rounded-md border bg-surface text-fg",
        isInvalid ? "border-danger" : "border-border",
        "focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/20",
        disabled && "bg-surface-disabled [&_.cm-editor]:bg-surface-disabled",
        className,
      )}
      style={style}
    >
      <div className="flex items-center gap-2 border-border-secondary border-b bg-fill-alter px-1 py-1">
        {canUpload && (
          <ImageFileButton
            className={clsx(modeButton, "disabled:cursor-not-allowed disabled:text-fg-disabled")}
            busy={uploading}
            label={t("markdownEditor.uploadImage")}
            busyLabel={t("markdownEditor.uploading")}
            onFile={(file) => void upload(file)}
          />
        )}
        {uploading && (
          <span role="status" className="sr-only">
            {t("markdownEditor.uploading")}
          </span>
        )}
        <span className="flex-1" />
        {/* biome-ignore lint/a11y/useSemanticElements: a set of toggle buttons, not a fieldset of inputs. */}
        <div
          role="group"
          aria-label={t("markdownEditor.mode")}
          className="inline-flex gap-0.5 rounded-control bg-fill-hover p-0.5"
        >
          {modes.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={mode === each}
              onClick={() => choose(each)}
              className={modeButton}
            >
              {t(`markdownEditor.${each}`)}
            </button>
          ))}
        </div>
      </div>
      {problem && (
        <div
          role="alert"
          className="flex items-center gap-2 border-border-secondary border-b px-3 py-1.5 text-control text-danger-text"
        >
          <span className="flex-1">{problem}</span>
          <button
            type="button"
            className={modeButton}
            aria-label={t("markdownEditor.dismissError")}
            onClick={dismiss}
          >
            {t("markdownEditor.dismissError")}
          </button>
        </div>
      )}
      <div className="flex min-h-0" style={{ height: boxHeight }}>
        <div
          hidden={mode === "preview"}
          onPasteCapture={paste}
          className={clsx("relative min-w-0 flex-1", mode === "split" && "border-border-secondary border-r")}
        >
          {!editor.ready && (
            <p role="status" className="m-0 p-3 text-control text-fg-secondary">
              {t("markdownEditor.loading")}
            </p>
          )}
          <div
            ref={editor.host}
            aria-invalid={isInvalid || undefined}
            className="h-full [&_.cm-editor]:h-full [&_.cm-editor.cm-focused]:outline-none [&_.cm-placeholder]:text-fg-disabled"
          />
        </div>
        {mode !== "edit" && (
          <section
            id={previewId}
            aria-label={t("markdownEditor.previewLabel")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            className="min-w-0 flex-1 overflow-auto px-3 py-2 focus-visible:outline-2 focus-visible:outline-primary-focus"
          >
            <Suspense
              fallback={<p className="m-0 text-control text-fg-secondary">{t("markdownEditor.loading")}</p>}
            >
              <MarkdownView markdown={text} />
            </Suspense>
          </section>
        )}
      </div>
    </div>
  );
}

import { clsx } from "clsx";
import { type CSSProperties, useState } from "react";
import { Maximize2Icon, Minimize2Icon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { codeEditorZhCN } from "../locale/zh-CN/codeEditor";
import { type UseCodeEditorOptions, useCodeEditor } from "./use-code-editor";

export interface CodeEditorProps extends Omit<UseCodeEditorOptions, "label"> {
  /** Default 240 px (JCodeEditor). */
  height?: number | string;
  /** The fullscreen button. Default true. */
  fullscreenToggle?: boolean;
  "aria-label"?: string;
  className?: string;
  style?: CSSProperties;
}

/** JeecgBoot's JCodeEditor on CodeMirror 6, loaded when it first shows; a fullscreen button in the corner. */
export function CodeEditor({
  height = 240,
  fullscreenToggle = true,
  className,
  style,
  "aria-label": ariaLabel,
  ...options
}: CodeEditorProps) {
  const { t } = useLocale(codeEditorZhCN);
  const [fullscreen, setFullscreen] = useState(false);
  const editor = useCodeEditor({ ...options, label: ariaLabel ?? t("codeEditor.label") });
  return (
    <div
      data-slot="code-editor"
      data-fullscreen={fullscreen || undefined}
      className={clsx(
        "relative overflow-hidden rounded-md border border-border bg-surface text-fg",
        fullscreen && "fixed inset-0 z-1000 rounded-none",
        className,
      )}
      style={{ ...style, height: fullscreen ? undefined : height }}
    >
      {!editor.ready && (
        <p role="status" className="p-3 text-control text-fg-secondary">
          {t("codeEditor.loading")}
        </p>
      )}
      <div
        ref={editor.host}
        className="h-full [&_.cm-editor]:h-full [&_.cm-editor.cm-focused]:outline-none"
      />
      {fullscreenToggle && (
        <button
          type="button"
          aria-label={fullscreen ? t("codeEditor.exitFullscreen") : t("codeEditor.fullscreen")}
          aria-pressed={fullscreen}
          onClick={() => setFullscreen((on) => !on)}
          className="absolute top-1 right-1 z-10 inline-flex size-6 cursor-pointer items-center justify-center rounded bg-surface text-fg-secondary hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-focus"
        >
          {fullscreen ? (
            <Minimize2Icon aria-hidden="true" size={14} />
          ) : (
            <Maximize2Icon aria-hidden="true" size={14} />
          )}
        </button>
      )}
    </div>
  );
}

import type { Editor } from "@tiptap/core";
import { clsx } from "clsx";
import { useId, useState } from "react";
import { ImageFileButton } from "../image-upload/ImageFileButton";
import { useImageUpload } from "../image-upload/use-image-upload";
import { fieldBoxClasses, fieldInputClasses } from "../input-base/field-classes";
import type { LocaleApi } from "../locale/use-locale";
import { normalizeUrl, type ToolPanel } from "./tools";

export interface UrlPanelProps {
  kind: ToolPanel;
  editor: Editor;
  t: LocaleApi["t"];
  /** Stores a chosen image and answers its address; the panel then offers 上传图片 beside the address. */
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  onClose: () => void;
}

const smallButton = clsx(
  "inline-flex h-control-sm cursor-pointer items-center rounded-control-sm border border-border bg-surface px-2",
  "text-control text-fg hover:border-primary-hover hover:text-primary-text",
  "focus-visible:outline-2 focus-visible:outline-primary-focus disabled:cursor-not-allowed disabled:text-fg-disabled",
);

/**
 * The address row under the toolbar: a link for the selection (an empty address removes it) or an image by
 * address or upload. Enter applies, Escape closes; focus goes back to the text either way.
 */
export function UrlPanel({ kind, editor, t, uploadImage, onClose }: UrlPanelProps) {
  const inputId = useId();
  const current = kind === "link" ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  const [text, setText] = useState(current);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const url = normalizeUrl(text);
    if (kind === "link") {
      const chain = editor.chain().focus().extendMarkRange("link");
      if (url) chain.setLink({ href: url }).run();
      else chain.unsetLink().run();
    } else if (url) {
      editor.chain().focus().setImage({ src: url }).run();
    }
    onClose();
  };

  const {
    uploading: busy,
    problem,
    upload,
  } = useImageUpload({
    uploadImage,
    insert: (src, chosen) => {
      editor.chain().focus().setImage({ src, alt: chosen.name }).run();
      onClose();
    },
    failedText: (message) => t("richTextEditor.uploadFailed", { message }),
  });

  return (
    // A fieldset, not a <form>: the editor usually sits inside one, and forms do not nest.
    <fieldset
      aria-label={t(kind === "link" ? "richTextEditor.link" : "richTextEditor.image")}
      data-slot="rich-text-url-panel"
      className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-x-0 border-t-0 border-b border-border-secondary px-2 py-1.5"
    >
      <label htmlFor={inputId} className="text-control text-fg-secondary">
        {t(kind === "link" ? "richTextEditor.linkUrl" : "richTextEditor.imageUrl")}
      </label>
      <span className={clsx(fieldBoxClasses({ size: "small" }), "min-w-48 flex-1")}>
        <input
          id={inputId}
          type="url"
          // biome-ignore lint/a11y/noAutofocus: the panel opens on purpose to type an address.
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              close();
            }
          }}
          placeholder="https://"
          className={fieldInputClasses}
        />
      </span>
      <button type="button" className={smallButton} disabled={busy} onClick={apply}>
        {t("richTextEditor.ok")}
      </button>
      {kind === "image" && uploadImage && (
        <ImageFileButton
          className={smallButton}
          busy={busy}
          label={t("richTextEditor.upload")}
          busyLabel={t("richTextEditor.uploading")}
          onFile={(chosen) => void upload(chosen)}
        />
      )}
      <button type="button" className={smallButton} onClick={close}>
        {t("richTextEditor.cancel")}
      </button>
      {busy && (
        <span role="status" className="sr-only">
          {t("richTextEditor.uploading")}
        </span>
      )}
      {problem && (
        <p role="alert" className="m-0 w-full text-control text-danger-text">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

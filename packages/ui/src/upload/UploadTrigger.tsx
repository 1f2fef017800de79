import { clsx } from "clsx";
import { type ReactNode, useRef } from "react";
import { Button } from "../button";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { PlusIcon, UploadArrowIcon } from "./upload-icons";
import type { UploadState } from "./use-upload";

export interface UploadTriggerProps {
  upload: UploadState;
  /** `button` for file lists, `card` for picture cards. */
  kind: "button" | "card";
  text?: ReactNode;
  accept?: string;
  multiple?: boolean;
  className?: string;
}

/** The button (or empty card) that opens the file picker; the hidden input is its form control. */
export function UploadTrigger({
  upload,
  kind,
  text,
  accept,
  multiple = true,
  className,
}: UploadTriggerProps) {
  const { t } = useLocale(uploadZhCN);
  const input = useRef<HTMLInputElement>(null);
  const label = text ?? t("upload.button");
  const picker = (
    <input
      ref={input}
      type="file"
      hidden
      accept={accept}
      multiple={multiple}
      disabled={!upload.canAdd}
      onChange={upload.onInputChange}
      data-slot="upload-input"
    />
  );
  if (kind === "button") {
    return (
      <div data-slot="upload-trigger" className={clsx("flex flex-wrap items-center gap-2", className)}>
        {picker}
        <Button
          icon={<UploadArrowIcon aria-hidden="true" size={14} />}
          disabled={!upload.canAdd}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <span className="text-control text-fg-secondary">{t("upload.dropHint")}</span>
      </div>
    );
  }
  return (
    <>
      {picker}
      <button
        type="button"
        data-slot="upload-trigger"
        title={t("upload.dropHint")}
        disabled={!upload.canAdd}
        onClick={() => input.current?.click()}
        className={clsx(
          "flex size-26 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border border-border border-dashed bg-fill-alter text-fg-secondary",
          "hover:border-primary hover:text-primary-text-hover focus-visible:outline-2 focus-visible:outline-primary-focus disabled:cursor-not-allowed disabled:opacity-60",
          className,
        )}
      >
        <PlusIcon aria-hidden="true" size={20} />
        <span className="text-control">{label}</span>
      </button>
    </>
  );
}

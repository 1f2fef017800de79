import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CircleAlertIcon, XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { Progress } from "../progress";
import { ArrowLeftIcon, ArrowRightIcon, EyeIcon, PaperclipIcon, TrashIcon } from "./upload-icons";
import { isImageName, shortFileName, type UploadItem } from "./upload-model";
import { useObjectUrl } from "./use-object-url";
import type { UploadState } from "./use-upload";

export interface UploadPictureCardsProps {
  upload: UploadState;
  /** Opens the lightbox on a done image. */
  onPreview?: (item: UploadItem) => void;
  /** Shows the move buttons (JImageUpload's reorder). */
  reorderable?: boolean;
  /** The add card, after the items. */
  trigger?: ReactNode;
  className?: string;
}

const action =
  "inline-flex size-6 cursor-pointer items-center justify-center rounded text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white";

/** The picture-card layout: 104 px cards with a thumbnail, progress, or the error mark and message. */
export function UploadPictureCards({
  upload,
  onPreview,
  reorderable,
  trigger,
  className,
}: UploadPictureCardsProps) {
  const { t } = useLocale(uploadZhCN);
  return (
    <ul
      aria-label={t("upload.list")}
      data-slot="upload-cards"
      className={clsx("flex flex-wrap gap-2", className)}
    >
      {upload.items.map((item) => (
        <li
          key={item.uid}
          data-status={item.status}
          className={clsx(
            "group relative flex size-26 flex-col items-center justify-center overflow-hidden rounded-md border p-1 text-control",
            item.status === "error" ? "border-danger" : "border-border",
          )}
        >
          <CardBody item={item} />
          {item.status === "uploading" ? (
            <button
              type="button"
              className={clsx(action, "absolute top-1 right-1 bg-mask")}
              aria-label={t("upload.cancel", { name: item.name })}
              onClick={() => upload.cancel(item.uid)}
            >
              <XIcon aria-hidden="true" size={14} />
            </button>
          ) : (
            <div className="absolute inset-0 flex items-center justify-center gap-1 bg-mask opacity-0 transition-opacity focus-within:opacity-100 group-hover:opacity-100">
              {reorderable && !upload.disabled && (
                <button
                  type="button"
                  className={action}
                  aria-label={t("upload.moveBefore", { name: item.name })}
                  onClick={() => upload.move(item.uid, -1)}
                >
                  <ArrowLeftIcon aria-hidden="true" size={14} />
                </button>
              )}
              {item.status === "done" && onPreview && (
                <button
                  type="button"
                  className={action}
                  aria-label={t("upload.preview", { name: item.name })}
                  onClick={() => onPreview(item)}
                >
                  <EyeIcon aria-hidden="true" size={14} />
                </button>
              )}
              {!upload.disabled && (
                <button
                  type="button"
                  className={action}
                  aria-label={t("upload.remove", { name: item.name })}
                  onClick={() => void upload.remove(item.uid)}
                >
                  <TrashIcon aria-hidden="true" size={14} />
                </button>
              )}
              {reorderable && !upload.disabled && (
                <button
                  type="button"
                  className={action}
                  aria-label={t("upload.moveAfter", { name: item.name })}
                  onClick={() => upload.move(item.uid, 1)}
                >
                  <ArrowRightIcon aria-hidden="true" size={14} />
                </button>
              )}
            </div>
          )}
        </li>
      ))}
      {trigger && <li className="list-none">{trigger}</li>}
    </ul>
  );
}

function CardBody({ item }: { item: UploadItem }) {
  const { t } = useLocale(uploadZhCN);
  const local = useObjectUrl(
    item.status === "uploading" && item.file?.type.startsWith("image/") ? item.file : undefined,
  );
  if (item.status === "error") {
    return (
      <>
        <CircleAlertIcon aria-hidden="true" size={20} className="text-danger-text" />
        <span className="line-clamp-2 text-center text-danger-text" title={item.message}>
          {item.message}
        </span>
      </>
    );
  }
  if (item.status === "uploading") {
    return (
      <>
        {local && <img src={local} alt="" className="absolute inset-0 size-full object-cover opacity-40" />}
        <Progress
          className="relative w-full"
          percent={item.percent}
          size="small"
          showInfo={false}
          aria-label={t("upload.uploading", { name: item.name })}
        />
      </>
    );
  }
  if (item.url && (isImageName(item.name) || item.type?.startsWith("image/"))) {
    return <img src={item.url} alt={item.name} className="size-full rounded object-cover" />;
  }
  return (
    <span className="inline-flex flex-col items-center gap-1 text-fg-secondary" title={item.name}>
      <PaperclipIcon aria-hidden="true" size={20} />
      {shortFileName(item.name)}
    </span>
  );
}

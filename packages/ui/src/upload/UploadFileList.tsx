import { clsx } from "clsx";
import { CircleAlertIcon, XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { Progress } from "../progress";
import { UploadFileName } from "./UploadFileName";
import { TrashIcon } from "./upload-icons";
import type { UploadState } from "./use-upload";

const iconButton =
  "inline-flex size-6 cursor-pointer items-center justify-center rounded text-fg-secondary hover:bg-fill-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-primary-focus";

/** The file-list layout: one row per file with its progress, its link, or its error and message. */
export function UploadFileList({ upload, className }: { upload: UploadState; className?: string }) {
  const { t } = useLocale(uploadZhCN);
  if (upload.items.length === 0) return null;
  return (
    <ul
      aria-label={t("upload.list")}
      data-slot="upload-list"
      className={clsx("flex flex-col gap-1", className)}
    >
      {upload.items.map((item) => (
        <li
          key={item.uid}
          data-status={item.status}
          className="group flex flex-col rounded px-1 py-0.5 text-control hover:bg-fill-hover"
        >
          <div className="flex items-center gap-2">
            {item.status === "error" ? (
              <CircleAlertIcon aria-hidden="true" size={14} className="shrink-0 text-danger-text" />
            ) : null}
            <UploadFileName item={item} className="min-w-0 flex-1" />
            {item.status === "uploading" ? (
              <button
                type="button"
                className={iconButton}
                aria-label={t("upload.cancel", { name: item.name })}
                onClick={() => upload.cancel(item.uid)}
              >
                <XIcon aria-hidden="true" size={14} />
              </button>
            ) : (
              !upload.disabled && (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t("upload.remove", { name: item.name })}
                  onClick={() => void upload.remove(item.uid)}
                >
                  <TrashIcon aria-hidden="true" size={14} />
                </button>
              )
            )}
          </div>
          {item.status === "uploading" && (
            <Progress
              percent={item.percent}
              size="small"
              aria-label={t("upload.uploading", { name: item.name })}
            />
          )}
          {item.status === "error" && <span className="text-danger-text">{item.message}</span>}
        </li>
      ))}
    </ul>
  );
}

import { clsx } from "clsx";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { PaperclipIcon } from "./upload-icons";
import { shortFileName, type UploadItem } from "./upload-model";

export interface UploadFileNameProps {
  item: UploadItem;
  /** The done cell's 5 characters and an ellipsis; the full name stays the link's title. */
  short?: boolean;
  className?: string;
}

/** A paperclip and the file's name, a download link once it is stored. */
export function UploadFileName({ item, short = false, className }: UploadFileNameProps) {
  const { t } = useLocale(uploadZhCN);
  const text = short ? shortFileName(item.name) : item.name;
  const body = (
    <>
      <PaperclipIcon aria-hidden="true" size={14} className="shrink-0" />
      <span className="truncate">{text}</span>
    </>
  );
  const classes = clsx("inline-flex min-w-0 items-center gap-1", className);
  if (item.status !== "done" || !item.url) {
    return (
      <span
        className={clsx(classes, item.status === "error" ? "text-danger-text" : "text-fg")}
        title={item.name}
      >
        {body}
      </span>
    );
  }
  return (
    <a
      href={item.url}
      target="_blank"
      rel="noreferrer"
      title={item.name}
      aria-label={t("upload.download", { name: item.name })}
      className={clsx(classes, "text-primary-text hover:text-primary-text-hover")}
    >
      {body}
    </a>
  );
}

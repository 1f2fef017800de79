import { clsx } from "clsx";
import { type ReactNode, useMemo, useState } from "react";
import { Button } from "../button";
import { useLocale } from "../locale/use-locale";
import { uploadZhCN } from "../locale/zh-CN/upload";
import { message } from "../message/message-api";
import { Modal } from "../modal/Modal";
import { Upload, type UploadProps } from "./Upload";
import { UploadFileName } from "./UploadFileName";
import { UploadArrowIcon } from "./upload-icons";
import { itemsFromValue, type UploadItem } from "./upload-model";

/** One file the popup confirms (spec: name, url, path, status done, id). */
export interface UploadPopupFile {
  id: string;
  name: string;
  url: string;
  path: string;
  status: "done";
}

export interface UploadPopupProps
  extends Omit<UploadProps, "value" | "defaultValue" | "onChange" | "maxCount"> {
  /** Comma-separated stored paths. */
  value?: string;
  /** Called on OK with the new value. */
  onChange?: (value: string) => void;
  /** Called on OK with the files. */
  onOk?: (files: UploadPopupFile[]) => void;
  /** The dialog's title; default the trigger text. */
  title?: ReactNode;
  /** Default 520. */
  width?: number;
  /** Minimum height of the dialog's body in px. Default 200. */
  height?: number;
  /** At most this many files; 0 = unlimited (JeecgBoot's `fileNumber`). Default 0. */
  fileNumber?: number;
}

/**
 * JeecgBoot's JFilePop (the editable table's file cell): the stored files as short names, and 上传 opening a
 * dialog with an upload field. OK without any stored file says 未上传任何文件 and stays open.
 */
export function UploadPopup({
  value = "",
  onChange,
  onOk,
  title,
  width = 520,
  height = 200,
  fileNumber = 0,
  text,
  disabled,
  className,
  style,
  staticDomain,
  ...uploadProps
}: UploadPopupProps) {
  const { t } = useLocale(uploadZhCN);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<{ value: string; items: UploadItem[] }>();
  const shown = useMemo(() => itemsFromValue(value, staticDomain), [value, staticDomain]);
  const label = text ?? t("upload.button");

  const confirm = () => {
    const items = (draft?.items ?? shown).filter((item) => item.status === "done" && item.path);
    if (items.length === 0) {
      message.warning(t("upload.nothing"));
      return;
    }
    onChange?.(items.map((item) => item.path).join(","));
    onOk?.(
      items.map((item) => ({
        id: item.uid,
        name: item.name,
        url: item.url ?? "",
        path: item.path ?? "",
        status: "done",
      })),
    );
    setOpen(false);
  };

  return (
    <div
      data-slot="upload-popup"
      className={clsx("inline-flex max-w-full items-center gap-2", className)}
      style={style}
    >
      {shown.map((item) => (
        <UploadFileName key={item.uid} item={item} short />
      ))}
      <Button
        size="small"
        icon={<UploadArrowIcon aria-hidden="true" size={14} />}
        disabled={disabled}
        onClick={() => {
          setDraft(undefined);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={title ?? label}
        width={width}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnClose
      >
        <div style={{ minHeight: height }}>
          <Upload
            {...uploadProps}
            staticDomain={staticDomain}
            maxCount={fileNumber}
            defaultValue={value}
            onChange={(next, items) => setDraft({ value: next, items })}
          />
        </div>
      </Modal>
    </div>
  );
}

import { type ReactNode, useRef } from "react";
import { Button } from "../button";
import { XIcon } from "../icon-base/glyphs";
import { useLocale } from "../locale/use-locale";
import { excelZhCN } from "../locale/zh-CN/excel";
import { confirmStore } from "../modal/confirm-store";
import { Modal } from "../modal/Modal";
import type { ImportFields, ImportReport, ImportResponse } from "./import-model";
import { useImportDialog } from "./use-import-dialog";

export interface ImportDialogProps extends ImportFields {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  importExcel: (form: FormData) => Promise<ImportResponse>;
  onOk?: () => void;
  /** The failed rows' link from the report's `fileUrl` (e.g. the API base in front). Default: as it is. */
  reportUrl?: (fileUrl: string) => string;
  /** Default 导入EXCEL. */
  title?: ReactNode;
  /** The picker's filter. Default `.xls,.xlsx`. */
  accept?: string;
}

/** JeecgBoot's JImportModal: choose Excel files, 开始上传, then the server's answer. */
export function ImportDialog({
  open,
  onOpenChange,
  importExcel,
  onOk,
  reportUrl = (url) => url,
  title,
  accept = ".xls,.xlsx",
  ...fields
}: ImportDialogProps) {
  const { t } = useLocale(excelZhCN);
  const input = useRef<HTMLInputElement>(null);
  const showPartial = (heading: string, report: ImportReport) =>
    confirmStore.open({
      type: "warning",
      title: heading,
      content: (
        <div>
          <span>{report.msg}</span>
          <br />
          <span>
            {t("excel.partialDetail")}{" "}
            <a
              href={reportUrl(report.fileUrl)}
              target="_blank"
              rel="noreferrer"
              download={report.fileName}
              className="text-primary-text underline"
            >
              {t("excel.partialDownload")}
            </a>
          </span>
        </div>
      ),
    });
  const dialog = useImportDialog({
    ...fields,
    importExcel,
    onOk,
    onClose: () => onOpenChange(false),
    onPartial: showPartial,
  });

  return (
    <Modal
      open={open}
      title={title ?? t("excel.importTitle")}
      onCancel={() => {
        dialog.reset();
        onOpenChange(false);
      }}
      footer={
        <Button
          variant="primary"
          disabled={!dialog.canStart}
          loading={dialog.uploading}
          onClick={() => void dialog.start()}
        >
          {dialog.uploading ? t("excel.uploading") : t("excel.start")}
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={accept}
        onChange={(event) => {
          dialog.add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <Button onClick={() => input.current?.click()}>{t("excel.choose")}</Button>
      {dialog.files.length > 0 && (
        <ul aria-label={t("excel.files")} className="mt-2 flex flex-col gap-1 text-control">
          {dialog.files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-2 rounded px-1 hover:bg-fill-hover"
            >
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button
                type="button"
                aria-label={t("excel.removeFile", { name: file.name })}
                onClick={() => dialog.remove(file)}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded text-fg-secondary hover:text-fg"
              >
                <XIcon aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

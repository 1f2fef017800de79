import { useState } from "react";
import { useLocale } from "../locale/use-locale";
import { excelZhCN } from "../locale/zh-CN/excel";
import { message } from "../message/message-api";
import {
  type ImportFields,
  type ImportReport,
  type ImportResponse,
  importForm,
  partialReportOf,
} from "./import-model";

export interface UseImportDialogOptions extends ImportFields {
  /** Posts the multipart body (`files[]` and the fields) to the list's import URL. */
  importExcel: (form: FormData) => Promise<ImportResponse>;
  /** After a (full or partial) success, once the dialog closed. */
  onOk?: () => void;
  /** Closes the dialog. */
  onClose: () => void;
  /** Shows the partial-failure summary (the default dialog opens a warning with the download link). */
  onPartial: (title: string, report: ImportReport) => void;
}

/**
 * JImportModal's behaviour: files chosen first (start is disabled until then), one multipart POST, the
 * server's message shown; success closes and emits ok, code 201 also shows the failed rows' summary.
 */
export function useImportDialog({
  importExcel,
  onOk,
  onClose,
  onPartial,
  ...fields
}: UseImportDialogOptions) {
  const { t } = useLocale(excelZhCN);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);

  const start = async () => {
    if (files.length === 0 || uploading) return;
    setUploading(true);
    try {
      const response = await importExcel(importForm(files, fields));
      if (!response.success) {
        message.warning(response.message);
        return;
      }
      const report = partialReportOf(response);
      if (report) onPartial(response.message, report);
      else message.success(response.message);
      setFiles([]);
      onClose();
      onOk?.();
    } catch (error) {
      message.warning((error as Error | undefined)?.message || t("excel.downloadFailed"));
    } finally {
      setUploading(false);
    }
  };

  return {
    files,
    uploading,
    canStart: files.length > 0 && !uploading,
    add: (picked: readonly File[]) => setFiles((list) => [...list, ...picked]),
    remove: (file: File) => setFiles((list) => list.filter((entry) => entry !== file)),
    reset: () => setFiles([]),
    start,
  };
}

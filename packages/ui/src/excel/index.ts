export { type DownloadedBlob, type ExportXlsOptions, exportXls, saveBlob } from "./export-xls";
export { ImportDialog, type ImportDialogProps } from "./ImportDialog";
export {
  CODE_IMPORT_PARTIAL,
  type ImportFields,
  type ImportReport,
  type ImportResponse,
  importForm,
  partialReportOf,
} from "./import-model";
export { type UseImportDialogOptions, useImportDialog } from "./use-import-dialog";

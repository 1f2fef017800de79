export { serveWorkbook, serveWorkbookStream, XLSX_TYPE } from "./export";
export { type ExcelFamily, excelRoutes, type FamilyColumn, type RowSaver } from "./family";
export {
  CODE_IMPORT_PARTIAL,
  type ImportColumn,
  type ImportDeps,
  type ImportFailure,
  type ImportOutcome,
  type ImportSpec,
  importResult,
  importSheet,
  MAX_IMPORT_BYTES,
  MSG_FILE_TOO_LARGE,
  MSG_IMPORT_PARTIAL,
  readUploadedFiles,
  serveImport,
} from "./import";
export { buildWorkbook, type CellText, cellText, type ExportColumn, readSheetRows } from "./workbook";

/** JeecgBoot's import answer: full success, code 201 with the failed rows' report, or a refusal. */
export interface ImportResponse {
  success: boolean;
  message: string;
  code?: number;
  result?: unknown;
}

/** The partial-failure report of a code-201 import. */
export interface ImportReport {
  msg: string;
  /** The failed rows' file, e.g. `/sys/common/static/import/…xlsx`. */
  fileUrl: string;
  fileName: string;
}

/** Code 201 is the one place JeecgBoot's UI reads `code`: imported, but some rows failed. */
export const CODE_IMPORT_PARTIAL = 201;

export function partialReportOf(response: ImportResponse): ImportReport | undefined {
  if (!response.success || response.code !== CODE_IMPORT_PARTIAL) return undefined;
  const report = response.result as Partial<ImportReport> | null | undefined;
  return { msg: report?.msg ?? "", fileUrl: report?.fileUrl ?? "", fileName: report?.fileName ?? "" };
}

export interface ImportFields {
  /** JeecgBoot Online's single-table flag, sent as is when given. */
  isSingleTableImport?: string | number | boolean;
  /** Foreign keys of a sub-table import, sent when not empty. */
  foreignKeys?: string;
}

/** The multipart body JImportModal posts: each file as `files[]`, then the optional fields. */
export function importForm(files: readonly File[], fields: ImportFields = {}): FormData {
  const form = new FormData();
  for (const file of files) form.append("files[]", file, file.name);
  if (fields.isSingleTableImport !== undefined)
    form.append("isSingleTableImport", String(fields.isSingleTableImport));
  if (fields.foreignKeys) form.append("foreignKeys", fields.foreignKeys);
  return form;
}

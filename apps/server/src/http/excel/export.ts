import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { Context } from "hono";
import { buildWorkbook, type ExportColumn, sheetName } from "./workbook";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Answers an .xlsx download named `<title>.xlsx` (RFC 5987 for the Chinese name). */
export async function serveWorkbook<T>(
  c: Context,
  title: string,
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
): Promise<Response> {
  const bytes = await buildWorkbook(title, columns, records);
  const name = encodeURIComponent(`${title}.xlsx`);
  return c.body(new Uint8Array(bytes), 200, {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`,
  });
}

/**
 * The same .xlsx as `serveWorkbook`, written while the records are read: `batches` (from
 * `queryListBatches`) are turned into rows and committed one batch at a time through exceljs's streaming
 * writer, and the zip goes out as it is made. Neither the whole list nor the whole workbook is held in
 * memory. A read failing half-way ends the download with an error (the caller's bad request has already
 * failed while the first batch was read).
 */
export function serveWorkbookStream<T>(
  c: Context,
  title: string,
  columns: readonly ExportColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Response {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = "Kanya";
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((column) => ({ width: column.width ?? 18 }));
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.alignment = { horizontal: "center" };
  if (columns.length > 1) sheet.mergeCells(1, 1, 1, columns.length);
  const headerRow = sheet.addRow(columns.map((column) => column.header));
  headerRow.font = { bold: true };
  void (async () => {
    try {
      for await (const batch of batches) {
        for (const record of batch)
          sheet.addRow(columns.map((column) => column.value(record) ?? null)).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  const name = encodeURIComponent(`${title}.xlsx`);
  return c.body(Readable.toWeb(out) as ReadableStream, 200, {
    "Content-Type": XLSX_TYPE,
    "Content-Disposition": `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`,
  });
}

import type { Context } from "hono";
import { buildWorkbook, type ExportColumn } from "./workbook";

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

import ExcelJS from "exceljs";

/** One column of an exported sheet: its header and how a record gives the cell. */
export interface ExportColumn<T> {
  readonly header: string;
  readonly width?: number;
  readonly value: (record: T) => string | number | null | undefined;
}

export type CellText = string;

/**
 * An .xlsx like JeecgBoot's exports: a merged title row, then the header row, then one row per record.
 * (JeecgBoot's autopoi writes .xls; Kanya writes .xlsx, which every spreadsheet and exceljs read.)
 */
export async function buildWorkbook<T>(
  title: string,
  columns: readonly ExportColumn<T>[],
  records: readonly T[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Kanya";
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((column) => ({ width: column.width ?? 18 }));

  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.alignment = { horizontal: "center" };
  if (columns.length > 1) sheet.mergeCells(1, 1, 1, columns.length);

  const headerRow = sheet.addRow(columns.map((column) => column.header));
  headerRow.font = { bold: true };
  for (const record of records) {
    sheet.addRow(columns.map((column) => column.value(record) ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Excel refuses sheet names over 31 characters or with `[]:*?/\`. */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet1";
}

/** A sheet read as text: every row a list of cell texts (index 0 = column A). */
export async function readSheetRows(bytes: Uint8Array): Promise<CellText[][]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs's typings predate Node's generic Buffer; the bytes are passed through unchanged.
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: CellText[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: CellText[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (text) => text ?? "");
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A cell's value as text: numbers as typed, dates as `yyyy-MM-dd[ HH:mm:ss]`, rich text and links as text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) {
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    }
    if ("text" in value && typeof value.text === "string") return value.text.trim();
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("error" in value) return "";
  }
  return String(value).trim();
}

/** exceljs gives a date cell as the wall-clock time in UTC. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  const time = iso.slice(11, 19);
  return time === "00:00:00" ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}
